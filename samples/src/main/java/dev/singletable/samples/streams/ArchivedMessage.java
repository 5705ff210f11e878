package dev.singletable.samples.streams;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/** A message that time to live removed from the messages table, kept in the archive table. */
@Entity(service = "messageArchive", name = "archivedMessage")
@Pk(template = "USER#${userId}")
@Sk(template = "MSG#${messageId}")
public record ArchivedMessage(String userId, String messageId, String body, Instant expiredAt, Instant removedAt) {}
