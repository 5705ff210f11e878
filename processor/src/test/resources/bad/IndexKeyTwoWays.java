package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "board")
@Pk(template = "PLAYER#${id}")
@Gsi(index = "byRegion", pkAttributes = {"region"}, sk = "SCORE#${score}")
public record IndexKeyTwoWays(String id, String region, int score) {}
