package dev.singletable.samples.electrodb.versioncontrol;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/**
 * ElectroDB's {@code subscription}: a user watching a repository's issue or pull request, or the whole
 * repository ({@link TicketType#REPOSITORY}, ticket number {@link #REPOSITORY}, both {@code #} as
 * ElectroDB stores them); by repository, among what the user watches ({@code gsi3}, collection
 * {@code watching}) and with the ticket it watches ({@code gsi4}, collection {@code subscribers}).
 *
 * @param repoName the repository
 * @param repoOwner its owner
 * @param username who watches
 * @param ticketNumber the ticket watched, or {@link #REPOSITORY}
 * @param ticketType the ticket's type, {@link TicketType#REPOSITORY} for the whole repository
 * @param createdAt when it was created, ISO-8601 text as ElectroDB's example writes it
 * @param updatedAt when it last changed, likewise
 */
@Entity(service = "versionControl", name = "subscription", typeAttribute = "__edb_e__",
    versionAttribute = "__edb_v__", versionAsString = true, unescapedKeys = true)
@Pk(template = "$version-control#repoowner_${repoOwner}#reponame_${repoName}", name = "repository",
    casing = KeyCasing.LOWER)
@Sk(template = "$subscription_1#username_${username}#tickettype_${ticketType}#ticketnumber_${ticketNumber}",
    casing = KeyCasing.LOWER)
@Gsi(index = "gsi3pk-gsi3sk-index", name = "user", pk = "$version-control#username_${username}", pkField = "gsi3pk",
    pkCasing = KeyCasing.LOWER, sk = "$watching#subscription_1#tickettype_${ticketType}#ticketnumber_${ticketNumber}",
    skField = "gsi3sk", skCasing = KeyCasing.LOWER, collection = "watching")
@Gsi(index = "gsi4pk-gsi4sk-index", name = "tickets",
    pk = "$version-control#repoowner_${repoOwner}#reponame_${repoName}#ticketnumber_${ticketNumber}",
    pkField = "gsi4pk", pkCasing = KeyCasing.LOWER, sk = "$subscribers#subscription_1#tickettype_${ticketType}#username_${username}",
    skField = "gsi4sk", skCasing = KeyCasing.LOWER, collection = "subscribers")
public record Subscription(String repoName, String repoOwner, String username,
    @Default(REPOSITORY) String ticketNumber, @Default("REPOSITORY") TicketType ticketType,
    @CreatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant createdAt,
    @UpdatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant updatedAt) {
  /** ElectroDB's stored {@code ticketNumber} (and {@code ticketType}) of a whole repository's subscription. */
  public static final String REPOSITORY = "#";
}
