package dev.singletable.samples.accounts;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A service within an organisation. */
@Entity(service = "accounts", name = "organisationService")
@Pk(template = "organisation/${organisationId}", collection = "organisation")
@Sk(template = "organisationService/${serviceId}")
public record OrganisationService(String organisationId, String serviceId, String serviceName) {}
