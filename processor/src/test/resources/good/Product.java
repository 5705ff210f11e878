package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

@Entity(service = "catalogue")
@Pk(template = "PRODUCT#${sku}")
@Sk(template = "#PRODUCT")
@VectorIndex(index = "byEmbedding", name = "similar", vector = "embedding", dimensions = 4,
    distance = VectorDistance.COSINE, partition = "category", filters = {"brand", "year"},
    projection = IndexProjection.INCLUDE, include = {"title"})
public record Product(String sku, String category, String brand, int year, String title, List<Float> embedding) {}
