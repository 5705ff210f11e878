package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.codec.Codecs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * The indexes an upsert feeds with a value it writes only if absent (a {@code @Default}, a generated
 * id, its creation time) whose other components it neither sets nor knows: it cannot render their
 * keys, yet an item that lacks the value and holds those components gets the value and must get the
 * keys with it. The upsert is conditional on the item holding the value already or lacking one of
 * the other components (the index stays sparse); an item that fails it comes back with the failure,
 * and the upsert is sent once more with its components, rendering the keys, on condition that the
 * item still holds them.
 */
final class DefaultedIndexes {
  private DefaultedIndexes() {}

  /**
   * One index the upsert cannot render.
   *
   * @param feeding the values written if absent that the index's keys hold, by stored name
   * @param others the index's other components the upsert does not know, by stored name
   */
  record Unrendered(List<String> feeding, List<String> others) {}

  /** {@code (attribute_exists(a) AND ...) OR attribute_not_exists(o1) OR ...}: the keys need not change. */
  static Condition<?> unchanged(EntitySchema<?> schema, Unrendered index) {
    List<Condition<Object>> any = new ArrayList<>();
    List<Condition<Object>> held = new ArrayList<>();
    for (String name : index.feeding()) {
      held.add(path(schema, name).exists());
    }
    @SuppressWarnings({"unchecked", "rawtypes"})
    Condition<Object>[] all = held.toArray(new Condition[0]);
    any.add(Condition.allOf(all));
    for (String name : index.others()) {
      any.add(path(schema, name).notExists());
    }
    @SuppressWarnings({"unchecked", "rawtypes"})
    Condition<Object>[] either = any.toArray(new Condition[0]);
    return Condition.anyOf(either);
  }

  /** {@code name = value}: the item still holds the component a try found stored. */
  static Condition<?> holds(EntitySchema<?> schema, String name, AttributeValue value) {
    return path(schema, name).eq(value);
  }

  /**
   * The components of the indexes a failed try could not render, as the item returned with the
   * failure holds them, when it lacks a value the try writes if absent and holds every one of them.
   *
   * @return by stored name; empty when there are none, the failure is another, or the item is not the entity's
   */
  static Map<String, AttributeValue> found(EntitySchema<?> schema, List<Unrendered> unrendered, RuntimeException failure) {
    if (unrendered.isEmpty() || !(failure instanceof ConditionalCheckFailedException e) || !e.hasItem()
        || e.item().isEmpty() || !schema.owns(e.item())) {
      return Map.of();
    }
    Map<String, AttributeValue> item = e.item();
    Map<String, AttributeValue> found = new LinkedHashMap<>();
    for (Unrendered index : unrendered) {
      boolean lacks = index.feeding().stream().anyMatch(name -> absent(item.get(name)));
      boolean holds = index.others().stream().noneMatch(name -> absent(item.get(name)));
      if (lacks && holds) {
        for (String name : index.others()) {
          found.put(name, item.get(name));
        }
      }
    }
    return found;
  }

  private static boolean absent(AttributeValue value) {
    return value == null || Boolean.TRUE.equals(value.nul());
  }

  private static AttributePath<Object, AttributeValue> path(EntitySchema<?> schema, String name) {
    return AttributePath.of(schema.entityName(), name, Codecs.asStored());
  }
}
