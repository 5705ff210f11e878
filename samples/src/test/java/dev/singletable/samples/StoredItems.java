package dev.singletable.samples;

import dev.singletable.runtime.Table;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.Faults;
import dev.singletable.test.ObservedClients;
import dev.singletable.test.RequestLog;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Items as DynamoDB stored them, read with the SDK's own GetItem and written out as text with their
 * types ({@code S:DOCUMENT}, {@code N:3}, {@code SS:[a, b]}, {@code L:[S:John, S:Michael]}), so a
 * test compares a whole item, attribute by attribute, with the seed's layout.
 */
public final class StoredItems {
  private StoredItems() {}

  /** A fresh table made by {@code request} on {@code engine}, whose requests are recorded in {@code log}. */
  public static Table observedTable(SampleEngine engine, CreateTableRequest request, RequestLog log) {
    engine.client().createTable(request);
    return Table.of(ObservedClients.sync(engine.client(), log, new Faults()), request.tableName());
  }

  /** The item at {@code key}, every attribute as typed text, sorted by name; empty when there is none. */
  public static Map<String, String> stored(Table table, Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item = table.client().getItem(GetItemRequest.builder()
        .tableName(table.name()).key(key).consistentRead(true).build()).item();
    Map<String, String> text = new TreeMap<>();
    item.forEach((name, value) -> text.put(name, text(value)));
    return text;
  }

  /** One attribute value as typed text; sets are sorted. */
  public static String text(AttributeValue value) {
    return switch (value.type()) {
      case S -> "S:" + value.s();
      case N -> "N:" + value.n();
      case BOOL -> "BOOL:" + value.bool();
      case SS -> "SS:" + new java.util.TreeSet<>(value.ss());
      case NS -> "NS:" + new java.util.TreeSet<>(value.ns());
      case L -> "L:" + value.l().stream().map(StoredItems::text).collect(Collectors.toList());
      case M -> "M:" + new TreeMap<>(value.m().entrySet().stream()
          .collect(Collectors.toMap(Map.Entry::getKey, entry -> text(entry.getValue()))));
      default -> value.type() + ":" + value;
    };
  }

  /** The attributes of an expected item, from name / text pairs, sorted by name. */
  public static Map<String, String> item(String... namesAndTexts) {
    Map<String, String> item = new TreeMap<>();
    for (int i = 0; i < namesAndTexts.length; i += 2) {
      item.put(namesAndTexts[i], namesAndTexts[i + 1]);
    }
    return item;
  }
}
