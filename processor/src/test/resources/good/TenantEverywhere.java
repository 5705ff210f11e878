package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Tenant;
import dev.singletable.annotation.Unique;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

/** The tenant in the table's partition key, a rendered and an attribute-keyed index's, and a vector index's. */
@Entity(service = "tenanted")
@Pk(template = "TENANT#${tenantId}#DOC#${docId}")
@Sk(template = "#DOC")
@Gsi(index = "gsi1", name = "byAuthor", pk = "TENANT#${tenantId}#AUTHOR#${author}", sk = "DOC#${docId}")
@Gsi(index = "byTopic", pkAttributes = {"tenantId", "topic"}, skAttributes = {"docId"})
@Lsi(index = "lsi1", name = "byTitle", sk = "TITLE#${title}")
@VectorIndex(index = "byEmbedding", vector = "embedding", dimensions = 3, distance = VectorDistance.COSINE,
    partition = "tenantId", filters = {"topic"})
@SuppressWarnings("SingleTableTenantUnique")
public record TenantEverywhere(@Tenant String tenantId, String docId, String author, String topic, String title,
    @Unique String slug, List<Float> embedding) {}
