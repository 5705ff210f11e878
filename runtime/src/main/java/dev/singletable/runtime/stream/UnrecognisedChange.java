package dev.singletable.runtime.stream;

import dev.singletable.runtime.EntitySchema;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A change of an item that no entity of the service reads: another entity or version, a guard or
 * checkpoint item, an item whose attributes do not decode, or any item of a {@code KEYS_ONLY}
 * stream. It is delivered like any other change, never thrown, so that a handler decides what to
 * do with it. Generated code extends it once per service.
 */
public abstract class UnrecognisedChange implements StreamChange {
  private final ChangeRecord record;
  private final String reason;

  /**
   * An unrecognised change.
   *
   * @param record the stream record
   * @param reason why no entity read it
   */
  protected UnrecognisedChange(ChangeRecord record, String reason) {
    this.record = Objects.requireNonNull(record, "record");
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Why no entity of a service reads an image: what a generated {@code change(record)} reports.
   *
   * @param service the service name
   * @param image the image
   * @return e.g. {@code "no entity of service shop is order version 3"}
   */
  public static String unrecognised(String service, Map<String, AttributeValue> image) {
    AttributeValue entity = image.get(EntitySchema.ENTITY_ATTRIBUTE);
    AttributeValue version = image.get(EntitySchema.VERSION_ATTRIBUTE);
    if (entity == null || entity.s() == null) {
      // No default identity: an item of an entity with its own type attribute, or keys, that none read.
      return "the item of service " + service + " is no item of its entities: no type attribute or key of"
          + " theirs matches it";
    }
    return "no entity of service " + service + " is " + entity.s() + " version "
        + (version == null ? "(none)" : version.n());
  }

  @Override
  public final ChangeRecord record() {
    return record;
  }

  /**
   * Why no entity read the item.
   *
   * @return e.g. {@code "no entity of service shop is order version 3"}
   */
  public final String reason() {
    return reason;
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + record.kind() + " " + record.keys() + " #" + record.sequenceNumber()
        + ": " + reason + "]";
  }
}
