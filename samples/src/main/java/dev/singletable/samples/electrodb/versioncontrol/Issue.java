package dev.singletable.samples.electrodb.versioncontrol;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.ReadOnly;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/**
 * ElectroDB's {@code issue}: with its comments (collection {@code issueReview}), among what its author
 * manages ({@code gsi1}, collection {@code owned}, sub-collection {@code managed}), among its
 * repository's activity ({@code gsi2}, collection {@code activity}) and with its subscribers ({@code
 * gsi4}, collection {@code subscribers}). ElectroDB derives {@code ticketType} and {@code
 * ticketNumber}; the record does the same.
 *
 * @param issueNumber the issue's number, as ElectroDB's string holds it
 * @param repoName its repository
 * @param repoOwner its repository's owner
 * @param username who opened it
 * @param ticketType always {@link TicketType#ISSUE}
 * @param ticketNumber its number again, as ElectroDB stores it for the {@code subscribers} collection
 * @param status open or closed, {@link Status#OPEN} when a write gives none
 * @param subject its subject
 * @param body its text
 * @param createdAt when it was opened, in whole seconds as ElectroDB's example writes it ({@code
 *     2024-03-02T09:00:00Z}, lower-cased in its keys)
 * @param updatedAt when it last changed, likewise
 */
@Entity(service = "versionControl", name = "issue", typeAttribute = "__edb_e__", versionAttribute = "__edb_v__",
    versionAsString = true, unescapedKeys = true)
@Pk(template = "$version-control#repoowner_${repoOwner}#reponame_${repoName}#issuenumber_${issueNumber}",
    name = "issue", collection = "issueReview", casing = KeyCasing.LOWER)
@Sk(template = "$issuereview#issue_1", casing = KeyCasing.LOWER)
@Gsi(index = "gsi1pk-gsi1sk-index", name = "created", pk = "$version-control#username_${username}",
    pkField = "gsi1pk", pkCasing = KeyCasing.LOWER,
    sk = "$owned#managed#issue_1#status_${status}#createdat_${createdAt}", skField = "gsi1sk",
    skCasing = KeyCasing.LOWER, collection = "owned", subCollection = "managed")
@Gsi(index = "gsi2pk-gsi2sk-index", name = "todos", pk = "$version-control#repoowner_${repoOwner}#reponame_${repoName}",
    pkField = "gsi2pk", pkCasing = KeyCasing.LOWER, sk = "$activity#issue_1#status_${status}#createdat_${createdAt}",
    skField = "gsi2sk", skCasing = KeyCasing.LOWER, collection = "activity")
@Gsi(index = "gsi4pk-gsi4sk-index", name = "subscribers",
    pk = "$version-control#repoowner_${repoOwner}#reponame_${repoName}#ticketnumber_${ticketNumber}",
    pkField = "gsi4pk", pkCasing = KeyCasing.LOWER, sk = "$subscribers#issue_1", skField = "gsi4sk",
    skCasing = KeyCasing.LOWER, collection = "subscribers")
public record Issue(String issueNumber, String repoName, String repoOwner, String username,
    @ReadOnly TicketType ticketType, @ReadOnly String ticketNumber, @Default("OPEN") Status status,
    String subject, String body,
    @CreatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant createdAt,
    @UpdatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant updatedAt) {
  /** ElectroDB's {@code ticketType} and {@code ticketNumber}, whatever the writer gives. */
  public Issue {
    ticketType = TicketType.ISSUE;
    ticketNumber = issueNumber;
  }
}
