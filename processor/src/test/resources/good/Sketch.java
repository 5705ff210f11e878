package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;

@Entity(service = "sketches")
@Pk(template = "SKETCH#${id}")
@Sk(template = "#SKETCH")
@VectorIndex(index = "byOutline", vector = "outline", dimensions = 3, distance = VectorDistance.EUCLIDEAN,
    partition = "album")
@VectorIndex(index = "byPalette", vector = "palette", dimensions = 2, distance = VectorDistance.DOT_PRODUCT)
public record Sketch(String id, String album, float[] outline, double[] palette) {}
