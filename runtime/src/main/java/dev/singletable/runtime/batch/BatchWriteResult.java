package dev.singletable.runtime.batch;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.SingleTableException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The outcome of a {@link BatchWrite}: every operation was done, or the ones given up are listed in
 * {@link #failures()} and, typed per entity, in {@link #failedPuts} and {@link #failedDeletes}.
 */
public final class BatchWriteResult extends BatchResult {
  private final List<BatchWrite.Write> failed;

  BatchWriteResult(int operations, List<BatchWrite.Write> failed, BatchStats stats) {
    super("batch write", operations, failed, stats);
    this.failed = failed;
  }

  /**
   * The values of the puts of one entity that were given up, to write again later or elsewhere.
   *
   * @param schema the entity, as given to {@link BatchWrite#put}
   * @param <T> the entity's record type
   * @return the values in the order they were added; empty when none failed
   */
  public <T> List<T> failedPuts(EntitySchema<T> schema) {
    List<T> values = new ArrayList<>();
    for (BatchWrite.Write write : failed) {
      if (write.schema == schema && write.value != null) {
        // The value was added together with this very schema, so it is a T.
        @SuppressWarnings("unchecked")
        T value = (T) write.value;
        values.add(value);
      }
    }
    return Collections.unmodifiableList(values);
  }

  /**
   * The keys of the deletes of one entity that were given up.
   *
   * @param schema the entity, as given to {@link BatchWrite#delete}
   * @return the keys in the order they were added; empty when none failed
   */
  public List<Map<String, AttributeValue>> failedDeletes(EntitySchema<?> schema) {
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    for (BatchWrite.Write write : failed) {
      if (write.schema == schema && write.value == null) {
        keys.add(Collections.unmodifiableMap(write.key));
      }
    }
    return Collections.unmodifiableList(keys);
  }

  /**
   * Throws when an operation was given up.
   *
   * @return this result, when the batch is complete
   * @throws SingleTableException naming how many operations failed and the first of them
   */
  public BatchWriteResult requireComplete() {
    throwIfIncomplete();
    return this;
  }
}
