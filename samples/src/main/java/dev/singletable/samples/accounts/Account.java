package dev.singletable.samples.accounts;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Ttl;
import dev.singletable.annotation.Unique;
import dev.singletable.annotation.UpdatedAt;
import dev.singletable.annotation.Version;
import java.time.Instant;

/**
 * A sign-in account, keyed by its id, whose e-mail address is unique across accounts (seed 001,
 * "Unique Field"): each address is claimed by a guard item written in the same transaction. The
 * library keeps its version and timestamps; an unconfirmed account expires at {@code purgeAt}.
 */
@Entity(service = "accounts", name = "account")
@Pk(template = "account/${accountId}")
@Sk(template = "account")
public record Account(
    String accountId,
    @Unique String email,
    String displayName,
    @Version long revision,
    @CreatedAt Instant createdAt,
    @UpdatedAt Instant updatedAt,
    @Ttl Instant purgeAt) {}
