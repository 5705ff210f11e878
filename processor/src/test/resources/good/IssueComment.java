package com.example.tickets;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** Another entity named with a hyphen, in the same collection. */
@Entity(service = "tickets", name = "issue-comment")
@Pk(template = "REPO#${repo}", collection = "work")
@Sk(template = "COMMENT#${commentId}")
public record IssueComment(String repo, String commentId, String body) {}
