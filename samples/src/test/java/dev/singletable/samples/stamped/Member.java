package dev.singletable.samples.stamped;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Unique;
import java.time.Instant;

/**
 * A member with a unique email, listed newest first by the time it joined: its writes are
 * transactions with the email's guard item, and its index key holds its creation time.
 */
@Entity(service = "club", name = "member")
@Pk(template = "MEMBER#${memberId}")
@Sk(template = "#MEMBER")
@Gsi(index = "gsi1", name = "newest", pk = "MEMBERS", sk = "JOINED#${joinedAt}#${memberId}")
public record Member(String memberId, @Unique String email, @CreatedAt Instant joinedAt) {}
