package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.StoredAs;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A shipping manifest with a component of every kind whose size {@code toItem} handles its own way:
 * text counted as it is put, values that can break a limit checked whole, and values of bounded size
 * (numbers of primitives, a boolean, an enum, an instant) counted at their most.
 */
@Entity(service = "manifests", name = "manifest")
@Pk(template = "TENANT#${tenant}")
@Sk(template = "MANIFEST#${id}")
public record Manifest(String tenant, String id, int count, long weight, boolean fragile, double rate,
    Speed speed, Instant shippedAt, BigDecimal total, List<String> lines, Map<String, String> labels,
    String note) {

  /** A speed stored as multi-byte text: its most bytes are three times its characters. */
  public enum Speed {
    @StoredAs("速達速達速達速達速達速達速達速達速達速達速達速達速達速達速達") EXPRESS,
    STANDARD
  }
}
