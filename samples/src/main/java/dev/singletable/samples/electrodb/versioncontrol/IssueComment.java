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
 * ElectroDB's {@code issue-comment}: under its issue (collection {@code issueReview}), among its
 * author's conversations ({@code gsi1}, collection {@code conversations}) and in the inbox of the
 * user it replies to, by when it changed and whether that user read it ({@code gsi2}, collection
 * {@code inbox}).
 *
 * @param issueNumber the issue
 * @param commentId the comment
 * @param username who wrote it
 * @param replyTo whom it replies to
 * @param replyViewed when {@code replyTo} read it, or {@link #NOT_YET_VIEWED}
 * @param repoName the issue's repository
 * @param repoOwner the repository's owner
 * @param body its text
 * @param createdAt when it was written
 * @param updatedAt when it last changed, in whole seconds as ElectroDB's example writes it ({@code
 *     2024-03-02T09:00:00Z}, lower-cased in its inbox key)
 */
@Entity(service = "versionControl", name = "issue-comment", typeAttribute = "__edb_e__",
    versionAttribute = "__edb_v__", versionAsString = true, unescapedKeys = true)
@Pk(template = "$version-control#repoowner_${repoOwner}#reponame_${repoName}#issuenumber_${issueNumber}",
    name = "comments", collection = "issueReview", casing = KeyCasing.LOWER)
@Sk(template = "$issuereview#issue-comment_1#commentid_${commentId}", casing = KeyCasing.LOWER)
@Gsi(index = "gsi1pk-gsi1sk-index", name = "created", pk = "$version-control#username_${username}",
    pkField = "gsi1pk", pkCasing = KeyCasing.LOWER,
    sk = "$conversations#issue-comment_1#repoowner_${repoOwner}#reponame_${repoName}#issuenumber_${issueNumber}",
    skField = "gsi1sk", skCasing = KeyCasing.LOWER, collection = "conversations")
@Gsi(index = "gsi2pk-gsi2sk-index", name = "replies", pk = "$version-control#replyto_${replyTo}", pkField = "gsi2pk",
    pkCasing = KeyCasing.LOWER, sk = "$inbox#issue-comment_1#updatedat_${updatedAt}#replyviewed_${replyViewed}",
    skField = "gsi2sk", skCasing = KeyCasing.LOWER, collection = "inbox")
public record IssueComment(String issueNumber, String commentId, String username, String replyTo,
    @Default(NOT_YET_VIEWED) String replyViewed, String repoName, String repoOwner, String body,
    @CreatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant createdAt,
    @UpdatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant updatedAt) {
  /** ElectroDB's {@code replyViewed} of a reply its addressee has not read. */
  public static final String NOT_YET_VIEWED = "#";
}
