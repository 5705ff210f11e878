package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.Position;
import java.util.List;
import java.util.Optional;

/**
 * What an entity declares for its service's table beyond keys and indexes: the provisioned capacity
 * ({@code @Provisioned}) and that of its global secondary indexes ({@code @Gsi(readCapacity,
 * writeCapacity)}), the table's options ({@code @TableOptions}) and its indexes' warm throughput
 * ({@code @Gsi(warmReadUnitsPerSecond, warmWriteUnitsPerSecond)}).
 *
 * @param table the table's capacity, empty for on-demand billing
 * @param indexes the capacities given to indexes, in declaration order
 * @param options the table's options, empty when the entity declares none
 * @param indexWarmThroughput the warm throughput given to indexes, in declaration order
 */
public record CapacityModel(Optional<Capacity> table, List<IndexCapacity> indexes,
    Optional<TableOptionsModel> options, List<TableOptionsModel.IndexWarmThroughput> indexWarmThroughput) {

  /** Copies the lists: the model is immutable. */
  public CapacityModel {
    indexes = List.copyOf(indexes);
    indexWarmThroughput = List.copyOf(indexWarmThroughput);
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
