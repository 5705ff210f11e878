package dev.singletable.samples.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.QueryRecorder;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Seed 001's write sharding with a suffix calculated from the order: every log of an
 * order lands on the shard its id decides, so one order's logs are one query of one partition, and
 * the day still reads as one time-ordered stream over the four shards.
 */
class OrderDayLogsTest {
  private static final LocalDate DAY = LocalDate.parse("2020-10-19");

  static Stream<?> engines() {
    return Engines.all();
  }

  private record Logs(OrderDayLogs logs, Table table, QueryRecorder queries, List<OrderDayLog> written) {}

  /** Twelve orders, three log lines each, interleaved over the morning. */
  private static Logs logs(SampleEngine engine) {
    QueryRecorder queries = new QueryRecorder();
    Table table = Engines.newTable(engine, "orderlogs", OrderDayLogEntity.SCHEMA).withListener(queries);
    OrderDayLogs logs = OrderDayLogs.of(table);
    List<OrderDayLog> written = new ArrayList<>();
    for (int step = 0; step < 3; step++) {
      for (int order = 1; order <= 12; order++) {
        String at = String.format("2020-10-19T09:%02d:%02d", step * 15 + order, order);
        written.add(logs.write(new OrderDayLog(DAY, 0, at, "ORDER" + order, "LOG")));
      }
    }
    return new Logs(logs, table, queries, written);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyLogOfAnOrderIsStoredOnTheShardItsIdDecides(SampleEngine engine) {
    Logs logs = logs(engine);
    Map<String, String> partitions = new TreeMap<>();
    for (Map<String, AttributeValue> item : RawItems.scan(logs.table())) {
      String orderId = item.get("orderId").s();
      String previous = partitions.put(orderId, item.get("PK").s());
      assertEquals(previous == null ? item.get("PK").s() : previous, item.get("PK").s(), orderId);
      assertEquals("2020-10-19_" + OrderDayLogs.shardOf(orderId), item.get("PK").s(), orderId);
      assertEquals(item.get("at").s(), item.get("SK").s());
    }
    assertEquals(12, partitions.size());
    // Twelve orders spread over more than one shard.
    assertEquals(true, partitions.values().stream().distinct().count() > 1, partitions.toString());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theWriteReturnsTheShardItChose(SampleEngine engine) {
    for (OrderDayLog log : logs(engine).written()) {
      assertEquals(OrderDayLogs.shardOf(log.orderId()), log.shard(), log.orderId());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void oneOrdersLogsAreOneQueryOfOneShard(SampleEngine engine) {
    Logs logs = logs(engine);
    logs.queries().clear();
    assertEquals(List.of("2020-10-19T09:07:07", "2020-10-19T09:22:07", "2020-10-19T09:37:07"),
        logs.logs().ofOrder(DAY, "ORDER7").stream().map(OrderDayLog::at).toList());
    assertEquals(AttributeValue.fromS("2020-10-19_" + OrderDayLogs.shardOf("ORDER7")),
        logs.queries().single().expressionAttributeValues().values().stream()
            .filter(value -> value.s() != null && value.s().startsWith("2020-10-19_")).findFirst().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theDayIsAllShardsInTimeOrder(SampleEngine engine) {
    Logs logs = logs(engine);
    List<String> expected = logs.written().stream().map(OrderDayLog::at).sorted().toList();
    assertEquals(expected, logs.logs().ofDay(DAY).stream().map(OrderDayLog::at).toList());
    assertEquals(36, expected.size());
  }
}
