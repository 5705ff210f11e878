package com.example.accounts;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import java.math.BigInteger;
import java.time.Instant;
import java.util.UUID;

/**
 * No sort key, so a service of its own (its table has no sort key); key components of every typed
 * encoding; a GSI without a sort key, sparse on boxed values.
 */
@Entity(service = "sessions")
@Pk(template = "SESSION#${id}")
@Gsi(index = "gsi1", name = "byShard", pk = "SHARD#${shard}#${big}#${active}#${expiresAt}|END",
    sk = "N#${counter}#${wide}", pkField = "GSI1PK", skField = "GSI1SK")
public record Session(
    UUID id,
    Integer shard,
    @Padded(30) BigInteger big,
    Boolean active,
    Instant expiresAt,
    @Padded(3) Short counter,
    byte wide) {}
