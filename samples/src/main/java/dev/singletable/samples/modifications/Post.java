package dev.singletable.samples.modifications;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A post and the number of its likes, kept in step with its {@link Like} items: {@code POST#ABC} / {@code POST#ABC}. */
@Entity(service = "modifications", name = "post")
@Pk(template = "POST#${postId}", field = "PK")
@Sk(template = "POST#${postId}", field = "SK")
public record Post(String postId, long likeCount) {}
