package dev.singletable.samples.modifications;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyOnly;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * One user's like of a post, beside the post in its partition: {@code POST#ABC} / {@code LIKE#john-doe}
 * and nothing else, as the seed shows it. Both components live in the keys alone ({@code @KeyOnly})
 * and are read back from them.
 */
@Entity(service = "modifications", name = "like")
@Pk(template = "POST#${postId}", field = "PK")
@Sk(template = "LIKE#${userId}", field = "SK")
public record Like(@KeyOnly String postId, @KeyOnly String userId) {}
