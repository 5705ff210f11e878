package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "chunks")
@Pk(template = "${store}", type = KeyType.BINARY)
@Sk(template = "DIGEST#${digest}")
public record BytesInStringKey(byte[] store, byte[] digest) {}
