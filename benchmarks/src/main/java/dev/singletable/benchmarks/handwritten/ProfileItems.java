package dev.singletable.benchmarks.handwritten;

import static dev.singletable.benchmarks.handwritten.Attributes.bool;
import static dev.singletable.benchmarks.handwritten.Attributes.n;
import static dev.singletable.benchmarks.handwritten.Attributes.putS;
import static dev.singletable.benchmarks.handwritten.Attributes.s;

import dev.singletable.benchmarks.model.Profile;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@link Profile} to and from its item, written by hand on {@code Map<String, AttributeValue>}. */
public final class ProfileItems {
  private ProfileItems() {}

  public static Map<String, AttributeValue> key(String userId) {
    return Map.of("pk", AttributeValue.createS("USER#" + userId), "sk", AttributeValue.createS("#PROFILE"));
  }

  public static Map<String, AttributeValue> toItem(Profile value) {
    Map<String, AttributeValue> item = new HashMap<>(12);
    item.put("pk", AttributeValue.createS("USER#" + value.userId()));
    item.put("sk", AttributeValue.createS("#PROFILE"));
    putS(item, "userId", value.userId());
    putS(item, "name", value.name());
    putS(item, "email", value.email());
    item.put("age", AttributeValue.createN(Integer.toString(value.age())));
    item.put("active", AttributeValue.createBool(value.active()));
    Attributes.stamp(item, "profile");
    return item;
  }

  /**
   * {@link #toItem} that also refuses, by hand, what DynamoDB would refuse or silently corrupt: a key
   * component holding {@code #}, a key or an item over DynamoDB's limits, a string holding an
   * unpaired surrogate.
   */
  public static Map<String, AttributeValue> toItemChecked(Profile value) {
    Map<String, AttributeValue> item = new HashMap<>(12);
    long size = CheckedWrites.putKey(item, "pk", "USER#", value.userId(), CheckedWrites.MAX_PARTITION_KEY_BYTES);
    size += CheckedWrites.putAscii(item, "sk", "#PROFILE");
    size += CheckedWrites.putString(item, "userId", value.userId());
    size += CheckedWrites.putString(item, "name", value.name());
    size += CheckedWrites.putString(item, "email", value.email());
    size += CheckedWrites.putNumber(item, "age", Integer.toString(value.age()));
    size += CheckedWrites.putBool(item, "active", value.active());
    size += CheckedWrites.stamp(item, "profile");
    CheckedWrites.requireSize(size);
    return item;
  }

  public static Profile fromItem(Map<String, AttributeValue> item) {
    Attributes.requireEntity(item, "profile");
    return new Profile(
        s(item, "userId"),
        s(item, "name"),
        s(item, "email"),
        Integer.parseInt(n(item, "age")),
        bool(item, "active"));
  }

  /** {@link #fromItem} that also compares the item's stored keys with its attributes, by hand. */
  public static Profile fromItemChecked(Map<String, AttributeValue> item) {
    Profile value = fromItem(item);
    CheckedKeys.require(item, "pk", "USER#", value.userId());
    CheckedKeys.require(item, "sk", "#PROFILE", "");
    return value;
  }
}
