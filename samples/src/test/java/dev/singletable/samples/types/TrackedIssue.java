package dev.singletable.samples.types;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.List;

/**
 * An issue of a repository, sorted by state in its partition ({@code STATE#0#ISSUE#0007} for an open
 * one), with the repository's licence in a global index key and as an attribute.
 */
@Entity(service = "tracker", name = "issue")
@Pk(template = "REPO#${repo}")
@Sk(template = "STATE#${state}#ISSUE#${issueId}")
@Gsi(index = "gsi1", name = "byLicense", pk = "LICENSE#${license}", sk = "REPO#${repo}#${issueId}")
public record TrackedIssue(String repo, IssueState state, @Padded(4) int issueId, License license,
    List<License> alsoUnder, String title) {}
