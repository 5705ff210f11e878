package dev.singletable.samples.rolling;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.time.Instant;

/** Version 2 of a badge, as the old deployment writes it. */
@Entity(service = "badgesOld", name = "badge", version = 2)
@Pk(template = "BADGE#${id}")
public record OldBadge(String id, String label, @CreatedAt Instant createdAt) {}
