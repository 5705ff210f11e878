package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Tenant;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

@Entity(service = "tasks")
@Pk(template = "TENANT#${tenantId}#DOC#${docId}")
@Sk(template = "#DOC")
@VectorIndex(index = "byEmbedding", vector = "embedding", dimensions = 3, distance = VectorDistance.COSINE,
    partition = "category", filters = {"tenantId"})
public record TenantNotInVectorPartition(@Tenant String tenantId, String docId, String category,
    List<Float> embedding) {}
