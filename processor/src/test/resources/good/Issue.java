package good;

import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.IdKind;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

@Entity(service = "tracker")
@Pk(template = "REPO#${repo}")
@Sk(template = "ISSUE#${issueId}#${state}")
public record Issue(
    String repo,
    @GeneratedId(IdKind.UUID_V7) String issueId,
    @Default("OPEN") State state,
    @Default("a <b> & {c} @d */") String note,
    @Default("true") Boolean watched,
    @Default("-7") Byte tiny,
    @Default("300") Short small,
    @Default("-42") Integer count,
    @Default("9000000000") Long big,
    @Default("1.5") Float ratio,
    @Default("-2.25") Double weight,
    @Default("12.50") BigDecimal price,
    @Default("123456789012345678901234567890") BigInteger huge,
    @Default("2024-01-02T03:04:05.678Z") Instant at,
    @Default("2024-02-29") LocalDate day,
    @Default("123e4567-e89b-12d3-a456-426614174000") UUID ref,
    @GeneratedId(IdKind.RANDOM_UUID) UUID token) {
  public enum State { OPEN, CLOSED }
}
