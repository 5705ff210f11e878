package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "ledger")
@Pk(template = "ACCOUNT#${id}")
@Sk(template = "ENTRY#${entry}")
@Lsi(index = "lsi1", sk = "AT#${at}", skField = "at")
public record LsiFieldNamedLikeComponent(String id, String entry, String at) {}
