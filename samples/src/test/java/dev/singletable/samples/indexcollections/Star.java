package dev.singletable.samples.indexcollections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A user's star on a repository, in the user's {@code starred} collection on {@code gsi2}: its sort
 * key starts with the user's name, which the partition key gives, escaped as in every key.
 */
@Entity(service = "hub", name = "star")
@Pk(template = "STAR#${user}")
@Sk(template = "REPO#${repoOwner}#${repoName}")
@Gsi(index = "gsi2", name = "starsByUser", pk = "U#${user}", sk = "U#${user}#STARRED#${repoOwner}#${repoName}",
    collection = "starred")
public record Star(String user, String repoOwner, String repoName) {}
