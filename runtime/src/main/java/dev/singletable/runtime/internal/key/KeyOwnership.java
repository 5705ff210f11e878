package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.Identity;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The ownership of items by their primary key alone, for an entity whose items carry no type
 * attribute (a table written by another tool): an item is the entity's when its partition key, and
 * its sort key when the entity has one, decode under the entity's templates. The processor refuses
 * two entities of a service whose keys could render alike, so at most one entity owns an item.
 * Instances are immutable and thread-safe.
 */
public final class KeyOwnership implements Identity.Keys {
  private final KeyTemplate partitionKey;
  private final KeyTemplate sortKey;

  private KeyOwnership(KeyTemplate partitionKey, KeyTemplate sortKey) {
    this.partitionKey = partitionKey;
    this.sortKey = sortKey;
  }

  /**
   * The ownership by an entity's primary key templates.
   *
   * @param partitionKey the partition key's template
   * @param sortKey the sort key's template, null when the entity has no sort key
   * @return the ownership
   */
  public static KeyOwnership of(KeyTemplate partitionKey, KeyTemplate sortKey) {
    if (partitionKey == null) {
      throw new IllegalArgumentException("ownership by keys needs the partition key template");
    }
    return new KeyOwnership(partitionKey, sortKey);
  }

  @Override
  public boolean decode(Map<String, AttributeValue> item) {
    return decodes(item, partitionKey) && (sortKey == null || decodes(item, sortKey));
  }

  @Override
  public Map<String, String> prefixes() {
    Map<String, String> prefixes = new LinkedHashMap<>();
    for (KeyTemplate key : new KeyTemplate[] {partitionKey, sortKey}) {
      if (key != null && !key.constantPrefix().isEmpty()) {
        prefixes.put(key.field(), key.constantPrefix());
      }
    }
    return prefixes;
  }

  @Override
  public String describe(Map<String, AttributeValue> item) {
    return show(item, partitionKey) + (sortKey == null ? "" : ", " + show(item, sortKey));
  }

  private static String show(Map<String, AttributeValue> item, KeyTemplate key) {
    AttributeValue stored = item.get(key.field());
    return key.field() + " " + (stored == null ? "missing" : stored.s() == null ? stored.toString() : stored.s());
  }

  private static boolean decodes(Map<String, AttributeValue> item, KeyTemplate template) {
    AttributeValue stored = item.get(template.field());
    if (stored == null || stored.s() == null) {
      return false;
    }
    try {
      template.decode(stored.s());
      return true;
    } catch (InvalidValueException e) {
      return false;
    }
  }
}
