package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The table options an entity declares for its service's table ({@code @TableOptions}).
 *
 * @param position the annotation
 * @param pointInTimeRecovery whether point-in-time recovery is on
 * @param recoveryPeriodDays the recovery period, 0 when not given
 * @param recoveryPeriodPosition the recovery period value
 * @param deletionProtection whether deletion protection is on
 * @param tableClass the table class's constant name, null when not given
 * @param onDemandMaximum the on-demand maximum request units
 * @param warmThroughput the warm throughput units per second
 * @param kmsKey the KMS key, null when not given
 * @param kmsKeyPosition the KMS key value
 * @param tags the tags, in declaration order
 */
public record TableOptionsModel(
    Position position,
    boolean pointInTimeRecovery,
    int recoveryPeriodDays,
    Position recoveryPeriodPosition,
    boolean deletionProtection,
    String tableClass,
    Units onDemandMaximum,
    Units warmThroughput,
    String kmsKey,
    Position kmsKeyPosition,
    List<TagModel> tags) {

  /** Copies the list: the model is immutable. */
  public TableOptionsModel {
    tags = List.copyOf(tags);
  }

  /**
   * Read and write units of one option, each 0 when not given.
   *
   * @param readName the read value's name in the annotation
   * @param read read units
   * @param readPosition the read value
   * @param writeName the write value's name in the annotation
   * @param write write units
   * @param writePosition the write value
   */
  public record Units(String readName, long read, Position readPosition, String writeName, long write,
      Position writePosition) {
    /** Whether either unit is given. */
    public boolean given() {
      return readPosition.value() != null || writePosition.value() != null;
    }

    /** The units, to compare and print: {@code read 100, write 50}. */
    public String describe() {
      return "read " + read + ", write " + write;
    }
  }

  /**
   * One tag.
   *
   * @param key the key
   * @param value the value
   * @param keyPosition the key value
   * @param valuePosition the value value
   */
  public record TagModel(String key, String value, Position keyPosition, Position valuePosition) {}

  /**
   * The warm throughput of one global secondary index.
   *
   * @param indexName the index
   * @param units its units per second
   */
  public record IndexWarmThroughput(String indexName, Units units) {}

  /** Every option, to compare two entities' declarations and print them. */
  public String describe() {
    List<String> parts = new ArrayList<>();
    if (pointInTimeRecovery) {
      parts.add("pointInTimeRecovery" + (recoveryPeriodDays == 0 ? "" : " " + recoveryPeriodDays + " days"));
    }
    if (deletionProtection) {
      parts.add("deletionProtection");
    }
    if (tableClass != null) {
      parts.add("tableClass " + tableClass);
    }
    if (onDemandMaximum.given()) {
      parts.add("on-demand maximum " + onDemandMaximum.describe());
    }
    if (warmThroughput.given()) {
      parts.add("warm throughput " + warmThroughput.describe());
    }
    if (kmsKey != null) {
      parts.add("kmsKey " + kmsKey);
    }
    for (TagModel tag : tags) {
      parts.add("tag " + tag.key() + "=" + tag.value());
    }
    return parts.isEmpty() ? "no option" : String.join(", ", parts);
  }
}
