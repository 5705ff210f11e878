package dev.singletable.runtime.operation;

import dev.singletable.runtime.expression.Condition;

/** Joins the conditions an operation sends: the caller's and the ones its guards add. */
final class Conditions {
  private Conditions() {}

  /** Both conditions, either of which may be null (then the other, or null). */
  static Condition<?> join(Condition<?> first, Condition<?> second) {
    return Condition.both(first, second);
  }
}
