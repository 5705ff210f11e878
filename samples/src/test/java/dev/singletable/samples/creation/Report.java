package dev.singletable.samples.creation;

import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IdKind;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A moderation report, kept by its own id: a moderator's queue lists reports by a case id the
 * library generates (a ULID in the index's sort key, outside the primary key), and the reports of a
 * state by reason. Queue and state default, so that an upsert naming the report alone files it.
 */
@Entity(service = "forum", name = "report")
@Pk(template = "REPORT#${reportId}")
@Sk(template = "#REPORT")
@Gsi(index = "gsi1", name = "byQueue", pk = "QUEUE#${queue}", sk = "CASE#${caseId}")
@Gsi(index = "gsi2", name = "byState", pk = "STATE#${state}", sk = "REASON#${reason}")
public record Report(
    String reportId,
    @Default("moderation") String queue,
    @GeneratedId(IdKind.ULID) String caseId,
    @Default("OPEN") String state,
    String reason,
    String note) {}
