package dev.singletable.samples.tableoptions;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.TableOptions;

/**
 * A safe, in a table that declares every option: recovery for 7 days, deletion protection, the
 * infrequent-access class, an on-demand maximum, warm throughput for the table and its index, a KMS
 * key and two tags.
 */
@Entity(service = "safes")
@Pk(template = "SAFE#${id}")
@Sk(template = "#SAFE")
@Gsi(index = "gsi1", name = "byOwner", pk = "OWNER#${owner}", warmReadUnitsPerSecond = 12000,
    warmWriteUnitsPerSecond = 4500)
@TableOptions(pointInTimeRecovery = true, recoveryPeriodDays = 7, deletionProtection = true,
    tableClass = TableOptions.TableClass.STANDARD_INFREQUENT_ACCESS, maxReadRequestUnits = 100,
    maxWriteRequestUnits = 50, warmReadUnitsPerSecond = 13000, warmWriteUnitsPerSecond = 5000,
    kmsKey = "alias/safes", tags = {@TableOptions.Tag(key = "team", value = "vault"),
        @TableOptions.Tag(key = "cost-centre", value = "42")})
public record Safe(String id, String owner, String label) {}
