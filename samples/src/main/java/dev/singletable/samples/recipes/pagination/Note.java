package dev.singletable.samples.recipes.pagination;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A note of a tenant, listed by id, or by tag through GSI1. */
@Entity(service = "notebook", name = "note")
@Pk(template = "TENANT#${tenantId}")
@Sk(template = "NOTE#${noteId}")
@Gsi(index = "gsi1", name = "byTag", pk = "TENANT#${tenantId}#TAG#${tag}", sk = "NOTE#${noteId}")
public record Note(String tenantId, String noteId, String tag, String text) {}
