package dev.singletable.benchmarks.model;

/** An order's state, stored by name. */
public enum OrderStatus {
  PLACED,
  PAID,
  SHIPPED,
  DELIVERED,
  CANCELLED
}
