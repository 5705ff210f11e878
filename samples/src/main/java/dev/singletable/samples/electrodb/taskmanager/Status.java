package dev.singletable.samples.electrodb.taskmanager;

import dev.singletable.annotation.StoredAs;

/** ElectroDB's task {@code status}, an enumeration of texts stored as they are. */
public enum Status {
  @StoredAs("open") OPEN,
  @StoredAs("in-progress") IN_PROGRESS,
  @StoredAs("closed") CLOSED
}
