package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

@Entity(service = "disagreeing")
@Pk(template = "B#${id}")
@Sk(template = "#B")
@VectorIndex(index = "byEmbedding", vector = "embedding", dimensions = 5, distance = VectorDistance.COSINE)
public record VectorIndexDisagreesToo(String id, List<Float> embedding) {}
