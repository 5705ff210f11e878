package dev.singletable.samples.types;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.LocalDate;

/** Keys whose text components may contain the templates' delimiters. */
@Entity(service = "tenants", name = "membership")
@Pk(template = "TENANT#${tenant}")
@Sk(template = "USER#${user}#${since}")
@Gsi(index = "gsi1", name = "byUser", pk = "USER#${user}", sk = "TENANT#${tenant}")
public record Membership(String tenant, String user, LocalDate since, String role) {}
