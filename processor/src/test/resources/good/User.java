package com.example.accounts;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/** Seed 004: user/[email] keys, a constant sort key. */
@Entity(service = "accounts", version = 3)
@Pk(template = "user/${email}")
@Sk(template = "#METADATA")
public record User(String email, String displayName, boolean admin, Instant createdAt) {}
