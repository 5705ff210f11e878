package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.TableOptions;

@Entity(service = "vaults")
@Pk(template = "VAULT#${vault}")
@Sk(template = "ENTRY#${id}")
@TableOptions(pointInTimeRecovery = true, recoveryPeriodDays = 14, deletionProtection = true,
    tableClass = TableOptions.TableClass.STANDARD_INFREQUENT_ACCESS, maxReadRequestUnits = 100,
    maxWriteRequestUnits = 50, warmReadUnitsPerSecond = 13000, warmWriteUnitsPerSecond = 5000,
    kmsKey = "alias/vaults", tags = {@TableOptions.Tag(key = "team", value = "vault"),
        @TableOptions.Tag(key = "cost-centre", value = "42")})
public record VaultEntry(String vault, String id) {}
