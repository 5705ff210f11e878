package dev.singletable.runtime.table;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/**
 * Compares the table's vector indexes with the model's: one missing is a failure (a search of it
 * fails), one of another vector attribute, dimensions, distance or search schema is a failure naming
 * what differs, one the model does not know is information; their projections as those of the
 * secondary indexes.
 */
final class VectorIndexCheck {
  private VectorIndexCheck() {}

  static void compare(List<TableDifference> differences, CreateTableRequest expected, TableDescription actual) {
    Map<String, VectorIndexDescription> live = new LinkedHashMap<>();
    for (VectorIndexDescription index : actual.vectorIndexes()) {
      live.put(index.indexName(), index);
    }
    for (VectorIndex index : expected.vectorIndexes()) {
      VectorIndexDescription found = live.remove(index.indexName());
      if (found == null) {
        differences.add(new TableDifference(Kind.MISSING_VECTOR_INDEX, Severity.FAILURE, index.indexName(),
            describe(index), null));
        continue;
      }
      List<String> want = new ArrayList<>();
      List<String> have = new ArrayList<>();
      differ(want, have, "vector", index.vectorAttribute().attributeName(),
          found.vectorAttribute() == null ? null : found.vectorAttribute().attributeName());
      differ(want, have, "dimensions", index.dimensions(), found.dimensions());
      differ(want, have, "distance", index.distanceFunctionAsString(), found.distanceFunctionAsString());
      differ(want, have, "search schema", schema(index.searchSchema()), schema(found.searchSchema()));
      if (!want.isEmpty()) {
        differences.add(new TableDifference(Kind.VECTOR_INDEX, Severity.FAILURE, index.indexName(),
            String.join(", ", want), String.join(", ", have)));
      }
      ProjectionCheck.compare(differences, index.indexName(), index.projection(), found.projection());
    }
    live.forEach((name, index) -> differences.add(new TableDifference(Kind.UNKNOWN_VECTOR_INDEX, Severity.INFO,
        name, null, describe(index))));
  }

  private static void differ(List<String> want, List<String> have, String what, Object expected, Object actual) {
    if (!Objects.equals(expected, actual)) {
      want.add(what + " " + expected);
      have.add(what + " " + (actual == null ? "not described" : actual));
    }
  }

  /** A vector index as a step and a difference name it: {@code vector embedding, 8 dimensions, COSINE (category HASH)}. */
  static String describe(VectorIndex index) {
    return "vector " + index.vectorAttribute().attributeName() + ", " + index.dimensions() + " dimensions, "
        + index.distanceFunctionAsString() + " " + schema(index.searchSchema());
  }

  private static String describe(VectorIndexDescription index) {
    return "vector " + (index.vectorAttribute() == null ? "?" : index.vectorAttribute().attributeName()) + ", "
        + index.dimensions() + " dimensions, " + index.distanceFunctionAsString() + " " + schema(index.searchSchema());
  }

  /** {@code (category HASH, brand INLINE_FILTER)}. */
  private static String schema(List<SearchSchemaElement> schema) {
    List<String> parts = new ArrayList<>(schema.size());
    for (SearchSchemaElement element : schema) {
      parts.add(element.attributeName() + " " + element.searchSchemaElementTypeAsString());
    }
    return "(" + String.join(", ", parts) + ")";
  }
}
