package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A sport, {@code SPORT#BASKETBALL / SPORT#BASKETBALL}; on the flipped GSI it heads its students. */
@Entity(service = "adjacency", name = "sport")
@Pk(template = "SPORT#${sportId}", field = "PK")
@Sk(template = "SPORT#${sportId}", field = "SK")
@Gsi(index = "GSI1", name = "inverted", pk = "SPORT#${sportId}", sk = "SPORT#${sportId}",
    pkField = "GSIPK1", skField = "GSISK1", collection = "sport")
public record Sport(String sportId, String sportName, String coach) {}
