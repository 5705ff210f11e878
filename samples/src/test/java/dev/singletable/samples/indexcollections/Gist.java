package dev.singletable.samples.indexcollections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A gist, in its owner's {@code owned} collection on {@code gsi1}: its sort key shares {@code $owned#} only. */
@Entity(service = "hub", name = "gist")
@Pk(template = "GIST#${gistId}")
@Sk(template = "#GIST")
@Gsi(index = "gsi1", name = "gistsByOwner", pk = "USER#${owner}", sk = "$owned#GIST#${gistId}", collection = "owned")
public record Gist(String owner, String gistId, String title) {}
