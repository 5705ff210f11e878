package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * The relationship item, {@code STUDENT#XYQ / SPORT#BASKETBALL}, with the names of both sides
 * duplicated; the GSI flips its keys ({@code SPORT#BASKETBALL / STUDENT#XYQ}), so that it is in its
 * student's partition on the table and in its sport's partition on the index.
 */
@Entity(service = "adjacency", name = "studentSport")
@Pk(template = "STUDENT#${studentId}", field = "PK", collection = "student")
@Sk(template = "SPORT#${sportId}", field = "SK")
@Gsi(index = "GSI1", name = "inverted", pk = "SPORT#${sportId}", sk = "STUDENT#${studentId}",
    pkField = "GSIPK1", skField = "GSISK1", collection = "sport")
public record StudentSport(String studentId, String sportId, String studentName, String sportName) {}
