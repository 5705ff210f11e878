package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

@Entity(service = "vectors")
@Pk(template = "A#${id}")
@Sk(template = "#A")
@Provisioned(read = 5, write = 5)
@VectorIndex(index = "byEmbedding", vector = "embedding", dimensions = 3, distance = VectorDistance.COSINE)
public record VectorIndexProvisioned(String id, List<Float> embedding) {}
