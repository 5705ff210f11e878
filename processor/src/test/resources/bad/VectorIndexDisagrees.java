package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

@Entity(service = "disagreeing")
@Pk(template = "A#${id}")
@Sk(template = "#A")
@VectorIndex(index = "byEmbedding", vector = "embedding", dimensions = 3, distance = VectorDistance.COSINE)
public record VectorIndexDisagrees(String id, List<Float> embedding) {}
