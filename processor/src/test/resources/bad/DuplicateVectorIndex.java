package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

@Entity(service = "vectors")
@Pk(template = "A#${id}")
@Sk(template = "#A")
@VectorIndex(index = "byEmbedding", vector = "embedding", dimensions = 3, distance = VectorDistance.COSINE)
@VectorIndex(index = "byEmbedding", vector = "other", dimensions = 3, distance = VectorDistance.DOT_PRODUCT)
public record DuplicateVectorIndex(String id, List<Float> embedding, List<Float> other) {}
