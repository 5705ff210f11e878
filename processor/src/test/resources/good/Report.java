package good;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IdKind;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

@Entity(service = "moderation")
@Pk(template = "REPORT#${reportId}")
@Sk(template = "#REPORT")
@Gsi(index = "gsi1", name = "byQueue", pk = "QUEUE#${queue}", sk = "CASE#${caseId}")
@Gsi(index = "gsi2", name = "byState", pk = "STATE#${state}", sk = "AT#${filedAt}")
public record Report(
    String reportId,
    @Default("moderation") String queue,
    @GeneratedId(IdKind.ULID) String caseId,
    @Default("OPEN") String state,
    @Default("0") Integer votes,
    @CreatedAt Instant filedAt) {}
