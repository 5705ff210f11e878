package dev.singletable.benchmarks.collection;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A comment, in its author's {@code conversations} collection on {@code gsi1}: the same partition as
 * the author's {@code owned} repositories, sorted before them.
 */
@Entity(service = "hub", name = "comment")
@Pk(template = "THREAD#${threadId}")
@Sk(template = "COMMENT#${commentId}")
@Gsi(index = "gsi1", name = "byAuthor", pk = "USER#${author}", sk = "$conversations#${threadId}#${commentId}",
    collection = "conversations")
public record HubComment(String threadId, @Padded(6) int commentId, String author, String body) {}
