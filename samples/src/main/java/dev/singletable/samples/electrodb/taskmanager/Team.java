package dev.singletable.samples.electrodb.taskmanager;

import dev.singletable.annotation.StoredAs;

/** ElectroDB's {@code team} attribute, an enumeration of texts stored as they are. */
public enum Team {
  @StoredAs("development") DEVELOPMENT,
  @StoredAs("marketing") MARKETING,
  @StoredAs("finance") FINANCE,
  @StoredAs("product") PRODUCT,
  @StoredAs("cool cats and kittens") COOL_CATS_AND_KITTENS
}
