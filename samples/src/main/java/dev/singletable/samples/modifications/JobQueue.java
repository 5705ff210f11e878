package dev.singletable.samples.modifications;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.Set;

/** The jobs in progress, a string set of at most {@link ModificationsApp#MAX_JOBS}: {@code JOBQUEUE} / {@code JOBQUEUE}. */
@Entity(service = "modifications", name = "jobQueue")
@Pk(template = "JOBQUEUE", field = "PK")
@Sk(template = "JOBQUEUE", field = "SK")
public record JobQueue(Set<String> inProgress) {}
