package dev.singletable.samples.modifications;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** One user's like of a post, beside the post in its partition: {@code POST#ABC} / {@code LIKE#john-doe}. */
@Entity(service = "modifications", name = "like")
@Pk(template = "POST#${postId}", field = "PK")
@Sk(template = "LIKE#${userId}", field = "SK")
public record Like(String postId, String userId) {}
