package dev.singletable.samples.deployed;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.TableOptions;
import dev.singletable.annotation.Ttl;
import java.time.Instant;
import java.time.LocalDate;

/**
 * A ledger's entries, on a table that declares every option the model has: the deployed table of
 * the "Deploying the table" section, whose generated CloudFormation, Terraform and Workbench files
 * state a local secondary index, an index keyed by several attributes of their own types, indexes
 * storing less than every attribute, time to live and each table option.
 *
 * @param accountId the account
 * @param postedAt when the entry was posted
 * @param amountCents the amount, in cents
 * @param category what the entry is for
 * @param currency its ISO currency code
 * @param postedOn the day it was posted
 * @param reference the payment reference
 * @param counterparty who paid or was paid
 * @param memo a note
 * @param expiresAt when the entry may be deleted
 */
@Entity(service = "ledger", name = "entry")
@Pk(template = "ACCOUNT#${accountId}")
@Sk(template = "ENTRY#${postedAt}")
@Lsi(index = "byAmount", sk = "AMOUNT#${amountCents}")
@Gsi(index = "byCategory", pkAttributes = {"category", "currency"}, skAttributes = {"postedOn", "amountCents"})
@Gsi(index = "gsi1", name = "byReference", pk = "REF#${reference}", projection = IndexProjection.KEYS_ONLY,
    warmReadUnitsPerSecond = 12000, warmWriteUnitsPerSecond = 4000)
@Gsi(index = "gsi2", name = "byCounterparty", pk = "PARTY#${counterparty}", sk = "ENTRY#${postedAt}",
    projection = IndexProjection.INCLUDE, include = {"amountCents", "memo"})
@TableOptions(pointInTimeRecovery = true, recoveryPeriodDays = 14, deletionProtection = true,
    tableClass = TableOptions.TableClass.STANDARD_INFREQUENT_ACCESS, maxReadRequestUnits = 5000,
    maxWriteRequestUnits = 1000, warmReadUnitsPerSecond = 15000, warmWriteUnitsPerSecond = 5000,
    kmsKey = "alias/ledger", tags = {@TableOptions.Tag(key = "team", value = "payments"),
        @TableOptions.Tag(key = "data", value = "financial")})
public record LedgerEntry(
    String accountId,
    Instant postedAt,
    @Padded(12) long amountCents,
    String category,
    String currency,
    LocalDate postedOn,
    String reference,
    String counterparty,
    String memo,
    @Ttl Instant expiresAt) {}
