package com.example.tickets;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** An entity whose name is not a Java identifier, in a collection with another. */
@Entity(service = "tickets", name = "pull-request")
@Pk(template = "REPO#${repo}", collection = "work")
@Sk(template = "PR#${number}")
public record PullRequest(String repo, String number, String title) {}
