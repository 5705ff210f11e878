package dev.singletable.samples.accounts;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;
import java.util.Set;

/** A member of an organisation's groups, with a cached copy of the user's details. */
@Entity(service = "accounts", name = "organisationMember")
@Pk(template = "organisation/${organisationId}", collection = "organisation")
@Sk(template = "organisationMember/${emailAddress}")
public record OrganisationMember(
    String organisationId,
    String emailAddress,
    Set<String> groupNames,
    String firstName,
    String lastName,
    String phone,
    Instant createdAt) {}
