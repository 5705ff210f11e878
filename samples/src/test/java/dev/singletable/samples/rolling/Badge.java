package dev.singletable.samples.rolling;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.time.Instant;

/** Version 3 of a badge: a put of an entity with {@code @CreatedAt} is sent as an UpdateItem. */
@Entity(service = "badgesNew", name = "badge", version = 3)
@Pk(template = "BADGE#${id}")
public record Badge(String id, String label, String colour, @CreatedAt Instant createdAt) {}
