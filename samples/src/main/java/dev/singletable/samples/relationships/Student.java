package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A student of the adjacency list, {@code STUDENT#XYQ / STUDENT#XYQ}, the same keys on the flipped GSI. */
@Entity(service = "adjacency", name = "student")
@Pk(template = "STUDENT#${studentId}", field = "PK", collection = "student")
@Sk(template = "STUDENT#${studentId}", field = "SK")
@Gsi(index = "GSI1", name = "inverted", pk = "STUDENT#${studentId}", sk = "STUDENT#${studentId}",
    pkField = "GSIPK1", skField = "GSISK1")
public record Student(String studentId, String studentName) {}
