package dev.singletable.samples.streams;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Ttl;
import java.time.Instant;

/**
 * Seed 003's short-lived message: written with a time to live seven days ahead, deleted by
 * DynamoDB when it passes.
 */
@Entity(service = "messages", name = "message")
@Pk(template = "USER#${userId}")
@Sk(template = "MSG#${messageId}")
public record Message(String userId, String messageId, String body, @Ttl Instant expiresAt) {}
