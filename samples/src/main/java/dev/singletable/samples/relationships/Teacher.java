package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A teacher node, {@code TEACHER#SIMON / TEACHER#SIMON}; on the GSI it heads its classes. */
@Entity(service = "graph", name = "teacher")
@Pk(template = "TEACHER#${teacherId}", field = "PK")
@Sk(template = "TEACHER#${teacherId}", field = "SK")
@Gsi(index = "GSI1", name = "node", pk = "TEACHER#${teacherId}", sk = "TEACHER#${teacherId}",
    pkField = "GSI1PK", skField = "GSI1SK", collection = "teacher")
public record Teacher(String teacherId, String name) {}
