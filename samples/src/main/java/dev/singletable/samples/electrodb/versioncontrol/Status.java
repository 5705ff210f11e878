package dev.singletable.samples.electrodb.versioncontrol;

import dev.singletable.annotation.StoredAs;

/**
 * The status of an issue or a pull request, stored as ElectroDB's example stores it: by its position
 * in {@code ["Open", "Closed"]}, as text, in the attribute and in the keys.
 */
public enum Status {
  @StoredAs("0") OPEN,
  @StoredAs("1") CLOSED
}
