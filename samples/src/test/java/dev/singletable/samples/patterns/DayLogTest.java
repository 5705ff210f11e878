package dev.singletable.samples.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.QueryRecorder;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Seed 001's write sharding: a day's logs over four partitions {@code 2020-10-19_1}
 * to {@code _4}, exactly the seed's table, read back with one query per shard merged into one
 * time-ordered stream that a time range narrows.
 */
class DayLogTest {
  private static final LocalDate DAY_1 = LocalDate.parse("2020-10-19");
  private static final LocalDate DAY_2 = LocalDate.parse("2020-10-20");

  static Stream<?> engines() {
    return Engines.all();
  }

  private record Logs(DayLogEntity logs, Table table, QueryRecorder queries) {}

  private static Logs logs(SampleEngine engine) {
    QueryRecorder queries = new QueryRecorder();
    Table table = Engines.newTable(engine, "patterns", DayLogEntity.SCHEMA).withListener(queries);
    DayLogEntity logs = DayLogEntity.of(table);
    for (DayLog log : PatternsDemo.seedLogs()) {
      logs.put(log).execute();
    }
    return new Logs(logs, table, queries);
  }

  private static List<String> times(List<DayLog> logs) {
    return logs.stream().map(log -> log.at() + " _" + log.shard()).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storedItemsAreTheSeedsTable(SampleEngine engine) {
    Logs logs = logs(engine);
    assertEquals(RawItems.rows(
            List.of("2020-10-19_1", "2020-10-19T09:19:32", "LOG"), List.of("2020-10-19_2", "2020-10-19T09:22:52", "LOG"),
            List.of("2020-10-19_3", "2020-10-19T09:24:42", "LOG"), List.of("2020-10-19_4", "2020-10-19T09:30:44", "LOG"),
            List.of("2020-10-20_1", "2020-10-20T12:58:14", "LOG"), List.of("2020-10-20_2", "2020-10-20T12:59:23", "LOG"),
            List.of("2020-10-20_3", "2020-10-20T13:02:53", "LOG"), List.of("2020-10-20_4", "2020-10-20T13:04:34", "LOG")),
        RawItems.keyRows(logs.table(), "PK", "SK", "TYPE"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aDayReadsAsOneTimeOrderedStreamOfFourShardQueries(SampleEngine engine) {
    Logs logs = logs(engine);
    logs.queries().clear();
    assertEquals(List.of("2020-10-19T09:19:32 _1", "2020-10-19T09:22:52 _2", "2020-10-19T09:24:42 _3",
        "2020-10-19T09:30:44 _4"), times(logs.logs().query().primaryShards(DAY_1).list()));
    Set<String> partitions = new HashSet<>();
    for (QueryRequest request : logs.queries().sent()) {
      request.expressionAttributeValues().values().stream().map(AttributeValue::s)
          .filter(value -> value.startsWith("2020-")).forEach(partitions::add);
    }
    assertEquals(4, logs.queries().sent().size());
    assertEquals(Set.of("2020-10-19_1", "2020-10-19_2", "2020-10-19_3", "2020-10-19_4"), partitions);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aTimeRangeNarrowsEveryShard(SampleEngine engine) {
    Logs logs = logs(engine);
    assertEquals(List.of("2020-10-20T12:59:23 _2", "2020-10-20T13:02:53 _3"),
        times(logs.logs().query().primaryShards(DAY_2)
            .where(shard -> shard.atBetween("2020-10-20T12:59", "2020-10-20T13:03")).list()));
    assertEquals(List.of("2020-10-20T13:04:34 _4", "2020-10-20T13:02:53 _3", "2020-10-20T12:59:23 _2"),
        times(logs.logs().query().primaryShards(DAY_2).where(shard -> shard.atGte("2020-10-20T12:59"))
            .descending().list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void oneShardIsOnePartitionOfTheDay(SampleEngine engine) {
    Logs logs = logs(engine);
    assertEquals(List.of("2020-10-20T13:02:53 _3"), times(logs.logs().query().primary(DAY_2, 3).list()));
  }
}
