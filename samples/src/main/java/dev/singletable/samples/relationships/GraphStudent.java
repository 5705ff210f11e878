package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A student node of the materialized graph, {@code STUDENT#TOM / STUDENT#TOM}. */
@Entity(service = "graph", name = "student")
@Pk(template = "STUDENT#${studentId}", field = "PK", collection = "student")
@Sk(template = "STUDENT#${studentId}", field = "SK")
@Gsi(index = "GSI1", name = "node", pk = "STUDENT#${studentId}", sk = "STUDENT#${studentId}",
    pkField = "GSI1PK", skField = "GSI1SK")
public record GraphStudent(String studentId, String name) {}
