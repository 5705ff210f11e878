package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "ledger")
@Pk(template = "ACCOUNT#${id}")
@Sk(template = "ENTRY#${entry}")
@Lsi(index = "lsi1", sk = "A#${a}")
@Lsi(index = "lsi2", sk = "B#${b}")
@Lsi(index = "lsi3", sk = "C#${c}")
@Lsi(index = "lsi4", sk = "D#${d}")
@Lsi(index = "lsi5", sk = "E#${e}")
@Lsi(index = "lsi6", sk = "F#${f}")
public record TooManyLsis(String id, String entry, String a, String b, String c, String d, String e, String f) {}
