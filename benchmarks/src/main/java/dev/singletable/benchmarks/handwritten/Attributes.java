package dev.singletable.benchmarks.handwritten;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The few helpers anyone writing item maps by hand ends up with. */
final class Attributes {
  private Attributes() {}

  static void putS(Map<String, AttributeValue> item, String name, String value) {
    if (value != null) {
      item.put(name, AttributeValue.createS(value));
    }
  }

  static String s(Map<String, AttributeValue> item, String name) {
    AttributeValue value = item.get(name);
    return value == null ? null : value.s();
  }

  static String n(Map<String, AttributeValue> item, String name) {
    AttributeValue value = item.get(name);
    if (value == null || value.n() == null) {
      throw new IllegalArgumentException("missing number attribute " + name);
    }
    return value.n();
  }

  static boolean bool(Map<String, AttributeValue> item, String name) {
    AttributeValue value = item.get(name);
    if (value == null || value.bool() == null) {
      throw new IllegalArgumentException("missing boolean attribute " + name);
    }
    return value.bool();
  }

  static void requireEntity(Map<String, AttributeValue> item, String entity) {
    AttributeValue name = item.get("__entity");
    AttributeValue version = item.get("__version");
    if (name == null || !entity.equals(name.s()) || version == null || !"1".equals(version.n())) {
      throw new IllegalArgumentException("not an item of " + entity + " version 1: " + item);
    }
  }

  static void stamp(Map<String, AttributeValue> item, String entity) {
    item.put("__entity", AttributeValue.createS(entity));
    item.put("__version", AttributeValue.createN("1"));
  }

  static AttributeValue stringList(List<String> values) {
    List<AttributeValue> list = new ArrayList<>(values.size());
    for (String value : values) {
      list.add(AttributeValue.createS(value));
    }
    return AttributeValue.createL(list);
  }

  static List<String> stringList(AttributeValue stored) {
    List<AttributeValue> list = stored.l();
    List<String> values = new ArrayList<>(list.size());
    for (AttributeValue value : list) {
      values.add(value.s());
    }
    return values;
  }

  static AttributeValue stringMap(Map<String, String> values) {
    Map<String, AttributeValue> map = new HashMap<>(values.size() * 4 / 3 + 1);
    for (Map.Entry<String, String> entry : values.entrySet()) {
      map.put(entry.getKey(), AttributeValue.createS(entry.getValue()));
    }
    return AttributeValue.createM(map);
  }

  static Map<String, String> stringMap(AttributeValue stored) {
    Map<String, AttributeValue> map = stored.m();
    Map<String, String> values = new HashMap<>(map.size() * 4 / 3 + 1);
    for (Map.Entry<String, AttributeValue> entry : map.entrySet()) {
      values.put(entry.getKey(), entry.getValue().s());
    }
    return values;
  }
}
