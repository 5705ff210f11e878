package dev.singletable.samples.accounts;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** An organisation: {@code organisation/<id>} / {@code organisation}. */
@Entity(service = "accounts", name = "organisation")
@Pk(template = "organisation/${organisationId}", collection = "organisation")
@Sk(template = "organisation")
public record Organisation(String organisationId, String organisationName) {}
