package dev.singletable.samples.indexcollections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A user following another, in the follower's {@code following} collection on {@code gsi2}. */
@Entity(service = "hub", name = "follow")
@Pk(template = "FOLLOW#${user}")
@Sk(template = "USER#${followed}")
@Gsi(index = "gsi2", name = "followsByUser", pk = "U#${user}", sk = "U#${user}#FOLLOWS#${followed}",
    collection = "following")
public record Follow(String user, String followed) {}
