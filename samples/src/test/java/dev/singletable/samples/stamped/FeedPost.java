package dev.singletable.samples.stamped;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/**
 * A post of a feed, keyed by its creation time: the feed's posts sort by creation, and reading or
 * deleting one takes the time it was created at, as its key.
 */
@Entity(service = "feed", name = "post")
@Pk(template = "FEED#${feed}")
@Sk(template = "POST#${postedAt}")
public record FeedPost(String feed, @CreatedAt Instant postedAt, String body, @UpdatedAt Instant editedAt) {}
