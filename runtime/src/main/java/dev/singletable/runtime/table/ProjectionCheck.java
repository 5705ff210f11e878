package dev.singletable.runtime.table;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/** Compares what an index of the table stores besides its keys with what the model reads through it. */
final class ProjectionCheck {
  private ProjectionCheck() {}

  /**
   * A failure when the index lacks what the model reads through it (all attributes, or an included
   * one), information when it stores more; nothing when the model declares no projection.
   */
  static void compare(List<TableDifference> differences, String index, Projection expected,
      Projection actual) {
    if (expected == null || expected.projectionType() == null) {
      return;
    }
    String want = projection(expected);
    String have = actual == null ? "nothing known" : projection(actual);
    if (want.equals(have) || actual != null && expected.projectionType() == actual.projectionType()
        && Set.copyOf(expected.nonKeyAttributes()).equals(Set.copyOf(actual.nonKeyAttributes()))) {
      return;
    }
    Set<String> missing = new LinkedHashSet<>(expected.nonKeyAttributes());
    boolean covered;
    if (actual == null) {
      covered = false;
    } else if (actual.projectionType() == ProjectionType.ALL) {
      covered = true;
    } else if (expected.projectionType() == ProjectionType.ALL) {
      covered = false;
    } else {
      if (actual.projectionType() == ProjectionType.INCLUDE) {
        missing.removeAll(actual.nonKeyAttributes());
      }
      covered = missing.isEmpty();
    }
    if (covered) {
      differences.add(new TableDifference(Kind.INDEX_PROJECTION, Severity.INFO, index, want, have + ", more"));
    } else {
      differences.add(new TableDifference(Kind.INDEX_PROJECTION, Severity.FAILURE, index, want,
          have + (missing.isEmpty() || expected.projectionType() == ProjectionType.ALL ? ""
              : ", without " + String.join(", ", missing))));
    }
  }

  /** {@code ALL}, {@code KEYS_ONLY}, {@code INCLUDE (__entity, __version, title)}. */
  static String projection(Projection projection) {
    String type = projection.projectionTypeAsString();
    return projection.projectionType() == ProjectionType.INCLUDE
        ? type + " (" + String.join(", ", projection.nonKeyAttributes()) + ")" : type;
  }
}
