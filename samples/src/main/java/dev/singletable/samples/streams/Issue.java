package dev.singletable.samples.streams;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.util.Map;

/**
 * Seed 002's "Document Design with DynamoDB Streams": one item per issue, its custom field values
 * in one map (attribute definition id -> text, date or number), in a table of its own. The Issue
 * Attrib Index table is derived from it by {@link IssueAttribIndexer}.
 */
@Entity(service = "issueDocuments", name = "issue")
@Pk(template = "${issueId}", field = "id")
public record Issue(
    String issueId,
    String name,
    String project,
    int num,
    String state,
    @Attribute(name = "custom_fields") Map<String, Object> customFields) {}
