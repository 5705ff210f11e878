package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An edge of the graph: a student attends a teacher's class, {@code STUDENT#TOM /
 * TEACHER#SIMON#CLASS#MATH}; on the GSI it is in its teacher's partition ({@code TEACHER#SIMON /
 * CLASS#MATH}).
 */
@Entity(service = "graph", name = "studentClass")
@Pk(template = "STUDENT#${studentId}", field = "PK", collection = "student")
@Sk(template = "TEACHER#${teacherId}#CLASS#${classId}", field = "SK")
@Gsi(index = "GSI1", name = "byTeacher", pk = "TEACHER#${teacherId}", sk = "CLASS#${classId}",
    pkField = "GSI1PK", skField = "GSI1SK", collection = "teacher")
public record StudentClass(String studentId, String teacherId, String classId, String subject, String teacherName) {}
