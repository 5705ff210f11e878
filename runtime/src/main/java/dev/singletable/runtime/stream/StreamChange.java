package dev.singletable.runtime.stream;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed change read from a stream record. A generated service's sealed change type extends it,
 * one class per entity and one for items of no entity of the service.
 */
public interface StreamChange {
  /**
   * The stream record the change was read from.
   *
   * @return the record
   */
  ChangeRecord record();

  /**
   * What happened.
   *
   * @return {@code record().kind()}
   */
  default ChangeKind kind() {
    return record().kind();
  }

  /**
   * The changed item's primary key.
   *
   * @return {@code record().keys()}
   */
  default Map<String, AttributeValue> keys() {
    return record().keys();
  }

  /**
   * The record's position in its shard.
   *
   * @return {@code record().sequenceNumber()}
   */
  default String sequenceNumber() {
    return record().sequenceNumber();
  }

  /**
   * When the change was made, to the second.
   *
   * @return {@code record().approximateCreationTime()}
   */
  default Optional<Instant> approximateCreationTime() {
    return record().approximateCreationTime();
  }

  /**
   * Whether DynamoDB's time to live removed the item.
   *
   * @return {@code record().byTimeToLive()}
   */
  default boolean byTimeToLive() {
    return record().byTimeToLive();
  }
}
