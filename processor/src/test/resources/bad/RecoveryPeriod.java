package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.TableOptions;

@Entity(service = "optioned")
@Pk(template = "A#${id}")
@Sk(template = "#A")
@TableOptions(pointInTimeRecovery = true,
    recoveryPeriodDays = 36)
public record RecoveryPeriod(String id) {}
