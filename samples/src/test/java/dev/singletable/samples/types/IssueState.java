package dev.singletable.samples.types;

import dev.singletable.annotation.StoredAs;

/** An issue's state, stored as {@code 0} and {@code 1} so that open issues sort before closed ones in a key. */
public enum IssueState {
  @StoredAs("1") CLOSED,
  @StoredAs("0") OPEN
}
