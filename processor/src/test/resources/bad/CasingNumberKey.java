package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

// A number key holds digits: there is no case to fold.
@Entity(service = "ledger", name = "entry")
@Pk(template = "ACCOUNT#${account}")
@Sk(template = "${sequence}", type = KeyType.NUMBER,
    casing = KeyCasing.LOWER)
public record CasingNumberKey(String account, long sequence) {}
