package dev.singletable.samples.accounts;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/** When a user was last seen: an entity whose only attribute besides its key is its update time. */
@Entity(service = "presence", name = "presence")
@Pk(template = "USER#${userId}")
@Sk(template = "#PRESENCE")
public record Presence(String userId, @UpdatedAt Instant lastSeen) {}
