package dev.singletable.spring.expiring;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Ttl;
import java.time.Instant;

/** A session that DynamoDB's time to live removes once it has expired. */
@Entity(service = "sessions", name = "session")
@Pk(template = "SESSION#${id}")
@Sk(template = "#SESSION")
public record Session(String id, String user, @Ttl Instant expiresAt) {}
