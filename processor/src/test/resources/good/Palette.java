package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

@Entity(service = "palettes")
@Pk(template = "PALETTE#${id}")
@VectorIndex(index = "byColours", vector = "colours", dimensions = 3, distance = VectorDistance.EUCLIDEAN,
    projection = IndexProjection.KEYS_ONLY)
public record Palette(String id, String name, int shades, List<Double> colours) {}
