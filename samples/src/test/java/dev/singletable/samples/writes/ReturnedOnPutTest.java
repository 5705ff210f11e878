package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.accounts.UserEntity;
import dev.singletable.samples.events.AggregateMeta;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What a put or create returns when asked, in the shape an update's terminals have: the old record, or nothing. */
class ReturnedOnPutTest {
  private static final Instant MONDAY = Instant.parse("2024-05-06T08:00:00Z");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static StockItemEntity stock(SampleEngine engine) {
    return Stock.seeded(Engines.newTable(engine, "putreturned", StockItemEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putReturningOldGivesTheRecordItReplaced(SampleEngine engine) {
    StockItemEntity stock = stock(engine);
    StockItem relabelled = new StockItem("lamp", 3, null, new BigDecimal("14"), null, "Lamp");

    Optional<StockItem> before = stock.put(relabelled).returningOld().execute();

    assertEquals(Optional.of(Stock.LAMP), before);
    assertEquals(relabelled, stock.get("lamp").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putOfANewKeyAndCreateReturnNoOldRecord(SampleEngine engine) {
    StockItemEntity stock = stock(engine);
    StockItem desk = new StockItem("desk", 1, null, BigDecimal.TEN, null, null);
    StockItem chair = new StockItem("chair", 2, null, BigDecimal.ONE, null, null);

    assertEquals(Optional.empty(), stock.put(desk).returningOld().execute());
    assertEquals(Optional.empty(), stock.create(chair).returningOld().execute());
    assertEquals(desk, stock.get("desk").execute().orElseThrow());
    assertEquals(chair, stock.get("chair").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void returningNothingStillWrites(SampleEngine engine) {
    StockItemEntity stock = stock(engine);
    StockItem desk = new StockItem("desk", 1, null, BigDecimal.TEN, null, null);

    assertNull(stock.put(desk).returningNothing().execute());
    assertEquals(desk, stock.get("desk").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPutThatKeepsTheCreationTimeReturnsTheRecordItReplacedToo(SampleEngine engine) {
    Table table = Engines.newTable(engine, "putreturned", AggregateMetaEntity.SCHEMA);
    AggregateMetaEntity metas = AggregateMetaEntity.of(table.withClock(Clock.fixed(MONDAY, ZoneOffset.UTC)));
    AggregateMeta first = metas.put(new AggregateMeta("order", "1", 1, null, null)).execute();

    Optional<AggregateMeta> before = AggregateMetaEntity.of(table)
        .put(new AggregateMeta("order", "1", 2, null, null)).returningOld().execute();

    assertEquals(Optional.of(first), before);
    AggregateMeta now = metas.get("order", "1").execute().orElseThrow();
    assertEquals(2, now.currentSeqNum());
    assertEquals(MONDAY, now.createdAt());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anEntityWithUniqueValuesRefusesToReturnTheOldRecordBeforeSending(SampleEngine engine) {
    Table table = Engines.newTable(engine, "putreturned", AccountEntity.SCHEMA, UserEntity.SCHEMA);
    AccountEntity accounts = AccountEntity.of(table);
    Account ada = new Account("a-1", "ada@example.com", "Ada", 0, null, null, null);

    IllegalStateException e = assertThrows(IllegalStateException.class, () -> accounts.put(ada).returningOld().execute());

    assertEquals("account: the entity has unique attributes, so a put runs as a transaction, which returns no values;"
        + " use returningNothing() or execute()", e.getMessage());
    assertEquals(List.of(), RawItems.scan(table));
    assertNull(accounts.create(ada).returningNothing().execute());
    assertEquals("Ada", accounts.get("a-1").execute().orElseThrow().displayName());
  }
}
