package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

@Entity(service = "vectors")
@Pk(template = "A#${id}")
@Sk(template = "#A")
@VectorIndex(index = "byEmbedding", vector = "embedding", dimensions = 3, distance = VectorDistance.COSINE,
    projection = IndexProjection.KEYS_ONLY, include = {"title"})
@VectorIndex(index = "byTitle", vector = "embedding", dimensions = 3, distance = VectorDistance.COSINE,
    projection = IndexProjection.INCLUDE)
public record VectorIndexOption(String id, String title, List<Float> embedding) {}
