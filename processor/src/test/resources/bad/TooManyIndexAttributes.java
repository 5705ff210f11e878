package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "board")
@Pk(template = "PLAYER#${id}")
@Gsi(index = "byAll", pkAttributes = {"a", "b"}, skAttributes = {"a1", "b1", "c1", "d1", "e1"})
public record TooManyIndexAttributes(String id, String a, String b, String a1, String b1, String c1, String d1,
    String e1) {}
