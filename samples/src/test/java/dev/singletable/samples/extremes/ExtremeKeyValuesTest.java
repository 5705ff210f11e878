package dev.singletable.samples.extremes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.CountingClient;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.numberkeys.TickEntity;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Key values no item can hold, given to reads and deletes: a number key DynamoDB cannot store, an
 * empty value of an index keyed by attributes. Each is refused before anything is sent, as a write
 * of it is, instead of coming back as DynamoDB's raw validation error.
 */
class ExtremeKeyValuesTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  /** A new table, and the same table through a client that counts what it sends. */
  private record Tables(Table table, CountingClient client, Table counted) {
    static Tables of(SampleEngine engine, String prefix, EntitySchema<?> schema) {
      Table table = Engines.newTable(engine, prefix, schema);
      CountingClient client = new CountingClient(engine.client());
      return new Tables(table, client, Table.of(client, table.name()));
    }
  }

  private static void refused(CountingClient counted, List<Executable> calls) {
    int call = 0;
    for (Executable executable : calls) {
      int at = call++;
      assertThrows(InvalidValueException.class, executable, () -> "call " + at);
    }
    assertEquals(0, counted.requests(), "nothing was sent");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aWholeNumberKeyDynamoDbCannotStoreIsRefusedByReadsAndDeletes(SampleEngine engine) {
    Tables tables = Tables.of(engine, "number-keys", TickEntity.SCHEMA);
    TickEntity ticks = TickEntity.of(tables.counted());
    BigInteger digits39 = new BigInteger("1" + "2".repeat(38));
    BigInteger huge = BigInteger.TEN.pow(126);
    refused(tables.client(), List.of(
        () -> ticks.get("d", digits39).execute(),
        () -> ticks.get("d", huge).execute(),
        () -> ticks.delete("d", huge).execute(),
        () -> ticks.query().primary("d").seqGt(digits39).list(),
        () -> ticks.query().primary("d").seqBetween(BigInteger.ONE, huge).list()));
    assertEquals(List.of(), TickEntity.of(tables.table()).query().primary("d").seqGt(BigInteger.TEN.pow(125)).list(),
        "the largest power of ten DynamoDB holds is a key a query takes");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anEmptyValueOfAnIndexKeyedByAttributesIsRefusedByItsQuery(SampleEngine engine) {
    Tables tables = Tables.of(engine, "attribute-keys", BadgeEntity.SCHEMA);
    BadgeEntity badges = BadgeEntity.of(tables.counted());
    refused(tables.client(), List.of(
        () -> badges.query().byTeam("", new byte[] {1}).list(),
        () -> badges.query().byTeam("red", new byte[0]).list(),
        () -> badges.query().byTeam("red", new byte[] {1}).label("").list(),
        () -> badges.query().byTeam("red", new byte[] {1}).labelGt("").list(),
        () -> badges.query().byTeam("red", new byte[] {1}).labelBeginsWith("").list(),
        () -> badges.query().byTeam("red", new byte[] {1}).labelBetween("", "z").list()));
  }
}
