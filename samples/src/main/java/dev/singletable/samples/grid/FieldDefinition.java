package dev.singletable.samples.grid;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A custom field of a project: {@code project-35e9} / {@code xattrib-3812}, after the project item
 * in its partition. {@code num} is the field's column, {@code type} what its values are.
 */
@Entity(service = "grid", name = "fieldDefinition")
@Pk(template = "project-${projectId}", field = "entityId", collection = "project")
@Sk(template = "xattrib-${attributeId}", field = "relatedId")
public record FieldDefinition(String projectId, String attributeId, String name, int num, String type) {}
