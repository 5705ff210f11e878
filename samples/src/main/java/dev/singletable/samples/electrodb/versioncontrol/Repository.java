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
import java.util.Set;

/**
 * ElectroDB's {@code Repository}: an owner's repositories by name (collection {@code alerts}), and by
 * visibility and creation time among what the owner owns ({@code gsi1}, collection {@code owned}).
 * ElectroDB copies the owner into {@code username}; the record does the same.
 *
 * @param repoName the repository
 * @param repoOwner its owner
 * @param about what it is, in a line
 * @param username its owner again, as ElectroDB stores it for the {@code owned} collection
 * @param description what it is
 * @param isPrivate whether only its owner sees it
 * @param license its licence
 * @param defaultBranch its default branch, {@code main} when a write gives none
 * @param topics its topics
 * @param followers who follows it
 * @param stars who starred it
 * @param createdAt when it was created, in whole seconds as ElectroDB's example writes it ({@code
 *     2024-03-02T09:00:00Z}, lower-cased in its key)
 * @param updatedAt when it last changed, likewise
 */
@Entity(service = "versionControl", name = "Repository", typeAttribute = "__edb_e__",
    versionAttribute = "__edb_v__", versionAsString = true, unescapedKeys = true)
@Pk(template = "$version-control#repoowner_${repoOwner}", name = "repositories", collection = "alerts",
    casing = KeyCasing.LOWER)
@Sk(template = "$alerts#repository_1#reponame_${repoName}", casing = KeyCasing.LOWER)
@Gsi(index = "gsi1pk-gsi1sk-index", name = "created", pk = "$version-control#username_${username}",
    pkField = "gsi1pk", pkCasing = KeyCasing.LOWER,
    sk = "$owned#repository_1#isprivate_${isPrivate}#createdat_${createdAt}", skField = "gsi1sk",
    skCasing = KeyCasing.LOWER, collection = "owned")
public record Repository(String repoName, String repoOwner, String about, @ReadOnly String username,
    String description, Boolean isPrivate, License license, @Default("main") String defaultBranch,
    Set<String> topics, Set<String> followers, Set<String> stars,
    @CreatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant createdAt,
    @UpdatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant updatedAt) {
  /** ElectroDB's {@code username} is the owner, whatever the writer gives. */
  public Repository {
    username = repoOwner;
  }
}
