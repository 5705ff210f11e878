package dev.singletable.samples.electrodb.versioncontrol;

import dev.singletable.annotation.StoredAs;

/** What a subscription watches, as ElectroDB's example stores it: a ticket's type, or {@code #} for a whole repository. */
public enum TicketType {
  @StoredAs("Issue") ISSUE,
  @StoredAs("PullRequest") PULL_REQUEST,
  @StoredAs("#") REPOSITORY
}
