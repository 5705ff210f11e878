package dev.singletable.samples.types;

import dev.singletable.annotation.StoredAs;

/** A repository's licence, stored as its SPDX-like identifier; {@code UNLICENSED} by name. */
public enum License {
  @StoredAs("apache-2.0") APACHE_2,
  @StoredAs("mit") MIT,
  @StoredAs("a#b") ODD,
  UNLICENSED
}
