package dev.singletable.samples.accounts;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/**
 * A user's relation to an organisation (an invitation, accepted or not), in the user's partition.
 * The organisation name is denormalised so the user's organisations list needs no second read.
 */
@Entity(service = "accounts", name = "userOrganisation")
@Pk(template = "user/${emailAddress}", collection = "user")
@Sk(template = "userOrganisation/${organisationId}")
public record UserOrganisation(
    String emailAddress,
    String organisationId,
    String organisationName,
    Instant invitedAt,
    Instant acceptedAt) {}
