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
 * ElectroDB's {@code pull-request-comment}: under its pull request (collection {@code PRReview}),
 * among its author's conversations ({@code gsi1}, collection {@code conversations}) and in the inbox
 * of the user it replies to ({@code gsi2}, collection {@code inbox}).
 *
 * @param repoName the pull request's repository
 * @param username who wrote it
 * @param repoOwner the repository's owner
 * @param pullRequestNumber the pull request
 * @param commentId the comment
 * @param replyTo whom it replies to
 * @param body its text
 * @param replyViewed when {@code replyTo} read it, or {@link IssueComment#NOT_YET_VIEWED}
 * @param createdAt when it was written
 * @param updatedAt when it last changed, in whole seconds as ElectroDB's example writes it ({@code
 *     2024-03-02T09:00:00Z}, lower-cased in its inbox key)
 */
@Entity(service = "versionControl", name = "pull-request-comment", typeAttribute = "__edb_e__",
    versionAttribute = "__edb_v__", versionAsString = true, unescapedKeys = true)
@Pk(template = "$version-control#repoowner_${repoOwner}#reponame_${repoName}#pullrequestnumber_${pullRequestNumber}",
    name = "comments", collection = "PRReview", casing = KeyCasing.LOWER)
@Sk(template = "$prreview#pull-request-comment_1#commentid_${commentId}", casing = KeyCasing.LOWER)
@Gsi(index = "gsi1pk-gsi1sk-index", name = "created", pk = "$version-control#username_${username}",
    pkField = "gsi1pk", pkCasing = KeyCasing.LOWER,
    sk = "$conversations#pull-request-comment_1#repoowner_${repoOwner}#reponame_${repoName}", skField = "gsi1sk",
    skCasing = KeyCasing.LOWER, collection = "conversations")
@Gsi(index = "gsi2pk-gsi2sk-index", name = "replies", pk = "$version-control#replyto_${replyTo}", pkField = "gsi2pk",
    pkCasing = KeyCasing.LOWER,
    sk = "$inbox#pull-request-comment_1#updatedat_${updatedAt}#replyviewed_${replyViewed}", skField = "gsi2sk",
    skCasing = KeyCasing.LOWER, collection = "inbox")
public record PullRequestComment(String repoName, String username, String repoOwner, String pullRequestNumber,
    String commentId, String replyTo, String body, @Default(IssueComment.NOT_YET_VIEWED) String replyViewed,
    @CreatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant createdAt,
    @UpdatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant updatedAt) {}
