package dev.singletable.samples.stamped;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/**
 * A mail thread, listed in its owner's inbox by last change (an index whose other components are the
 * primary key's) and in its folder by last change (an index with a component of its own).
 */
@Entity(service = "mail", name = "thread")
@Pk(template = "USER#${owner}")
@Sk(template = "THREAD#${threadId}")
@Gsi(index = "gsi1", name = "inbox", pk = "INBOX#${owner}", sk = "UPDATED#${updatedAt}#${threadId}")
@Gsi(index = "gsi2", name = "byFolder", pk = "FOLDER#${folder}", sk = "UPDATED#${updatedAt}")
public record MailThread(String owner, String threadId, String subject, String folder, @UpdatedAt Instant updatedAt) {}
