package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

@Entity(service = "vectors")
@Pk(template = "A#${id}")
@Sk(template = "#A")
@Gsi(index = "gsi1", pk = "TITLE#${title}")
@VectorIndex(index = "gsi1", vector = "embedding", dimensions = 3, distance = VectorDistance.COSINE)
public record VectorIndexNameClash(String id, String title, List<Float> embedding) {}
