package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

@Entity(service = "ledger")
@Pk(template = "ACCOUNT#${account}")
@Sk(template = "ENTRY#${entry}")
@Lsi(index = "lsi1", name = "byTime", sk = "AT#${at}")
public record Ledger(String account, String entry, Instant at, long cents) {}
