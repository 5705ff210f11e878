package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;

@Entity(service = "ledger")
@Pk(template = "ACCOUNT#${id}")
@Lsi(index = "lsi1", sk = "AT#${at}")
public record LsiWithoutSortKey(String id, String at) {}
