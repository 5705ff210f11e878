package dev.singletable.samples.indexcollections;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/**
 * An issue of a repository, as ElectroDB's version-control example indexes it: its repository's
 * issues by status, newest last ({@code ...#createdat_${createdAt}}), and its assignee's inbox by
 * last change ({@code ...#updatedat_${updatedAt}}). Both times are the library's: a write stores them
 * and renders the keys from what it stores.
 */
@Entity(service = "hub", name = "issue")
@Pk(template = "REPO#${repoOwner}#${repoName}")
@Sk(template = "ISSUE#${issueNumber}")
@Gsi(index = "gsi3", name = "byStatus", pk = "REPO#${repoOwner}#${repoName}",
    sk = "$issues#status_${status}#createdat_${createdAt}")
@Gsi(index = "gsi4", name = "inbox", pk = "USER#${assignee}", sk = "$inbox#updatedat_${updatedAt}")
public record Issue(String repoOwner, String repoName, @Padded(6) int issueNumber, String subject, String status,
    String assignee, @CreatedAt Instant createdAt, @UpdatedAt Instant updatedAt) {}
