package dev.singletable.samples.accounts;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/** A registered user, keyed by e-mail address: {@code user/<email>} / {@code user}. */
@Entity(service = "accounts", name = "user")
@Pk(template = "user/${emailAddress}", collection = "user")
@Sk(template = "user")
public record User(
    String emailAddress, String firstName, String lastName, String phone, Instant createdAt) {}
