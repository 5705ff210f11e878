package com.example.vc;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/**
 * Part of ElectroDB's version-control example as its items are stored: entity and collection names
 * as ElectroDB users write them (snake case, an acronym), which generated names spell in camel case.
 */
final class VersionControl {
  private VersionControl() {}

  @Entity(service = "versioncontrol", name = "pull_request")
  @Pk(template = "$repo#${repoOwner}#${repoName}", collection = "PRReview")
  @Sk(template = "$pull_request#${pullRequestNumber}")
  @Gsi(index = "gsi1", name = "created_by", pk = "$user#${username}", sk = "$pull_request#${pullRequestNumber}",
      collection = "owned_items")
  record PullRequest(String repoOwner, String repoName, String pullRequestNumber, String username, String status) {}

  @Entity(service = "versioncontrol", name = "issue_comment")
  @Pk(template = "$repo#${repoOwner}#${repoName}", collection = "PRReview")
  @Sk(template = "$pull_request_comment#${pullRequestNumber}#${commentId}")
  @Gsi(index = "gsi1", name = "BY_AUTHOR", pk = "$user#${username}", sk = "$comment#${commentId}",
      collection = "owned_items")
  record IssueComment(String repoOwner, String repoName, String pullRequestNumber, String commentId,
      String username, String body, Instant at) {}
}
