package dev.singletable.benchmarks.collection;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A repository, in its owner's {@code owned} collection on {@code gsi1}. */
@Entity(service = "hub", name = "repository")
@Pk(template = "REPO#${owner}#${repoName}")
@Sk(template = "#REPO")
@Gsi(index = "gsi1", name = "byOwner", pk = "USER#${owner}", sk = "$owned#REPO#${repoName}", collection = "owned")
public record HubRepository(String owner, String repoName, String description) {}
