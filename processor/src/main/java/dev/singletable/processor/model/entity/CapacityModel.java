package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.Position;
import java.util.List;
import java.util.Optional;

/**
 * The provisioned capacity an entity declares for its service's table ({@code @Provisioned}) and
 * for its global secondary indexes ({@code @Gsi(readCapacity, writeCapacity)}).
 *
 * @param table the table's capacity, empty for on-demand billing
 * @param indexes the capacities given to indexes, in declaration order
 */
public record CapacityModel(Optional<Capacity> table, List<IndexCapacity> indexes) {

  /** Copies the list: the model is immutable. */
  public CapacityModel {
    indexes = List.copyOf(indexes);
  }

  /**
   * Read and write capacity units.
   *
   * @param read read capacity units
   * @param write write capacity units
   * @param position the annotation that states them
   */
  public record Capacity(long read, long write, Position position) {
    /** The units, to compare and print: {@code read 5, write 2}. */
    public String describe() {
      return "read " + read + ", write " + write;
    }
  }

  /**
   * The capacity of one global secondary index.
   *
   * @param indexName the index
   * @param capacity its units
   */
  public record IndexCapacity(String indexName, Capacity capacity) {}
}
