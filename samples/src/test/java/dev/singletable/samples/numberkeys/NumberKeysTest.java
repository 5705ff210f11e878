package dev.singletable.samples.numberkeys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Primary keys stored as native DynamoDB numbers ({@code @Pk/@Sk(type = NUMBER)}), against
 * the test kit's engine: the table's key attributes are of type N, items carry N keys, and ranges on a
 * number sort key return exactly the items in range in numeric order, negatives and the extremes
 * of {@code long} included (as text, {@code 10} would sort before {@code 9} and {@code -2} after
 * {@code -10}).
 */
class NumberKeysTest {
  private static final long[] TIMES = {Long.MIN_VALUE, -10, -2, 0, 9, 10, 100, Long.MAX_VALUE};

  static Stream<?> engines() {
    return Engines.all();
  }

  private static ReadingEntity seeded(Table table) {
    ReadingEntity readings = ReadingEntity.of(table);
    for (long at : TIMES) {
      readings.put(new Reading(7, at, "r" + at)).execute();
      readings.put(new Reading(-7, at, "other" + at)).execute();
    }
    return readings;
  }

  private static List<Long> times(List<Reading> readings) {
    return readings.stream().map(Reading::at).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theTableAndItemsHoldNumberKeys(SampleEngine engine) {
    Table table = Engines.newTable(engine, "readings", ReadingEntity.SCHEMA);
    List<AttributeDefinition> definitions = engine.client().describeTable(b -> b.tableName(table.name()))
        .table().attributeDefinitions();
    assertEquals(Map.of("pk", ScalarAttributeType.N, "sk", ScalarAttributeType.N),
        Map.of(definitions.get(0).attributeName(), definitions.get(0).attributeType(),
            definitions.get(1).attributeName(), definitions.get(1).attributeType()));
    ReadingEntity readings = seeded(table);
    Map<String, AttributeValue> raw = engine.client().getItem(b -> b.tableName(table.name())
        .key(Map.of("pk", AttributeValue.fromN("7"), "sk", AttributeValue.fromN("-10")))).item();
    assertEquals("7", raw.get("pk").n());
    assertEquals("-10", raw.get("sk").n());
    assertEquals(Optional.of(new Reading(7, Long.MAX_VALUE, "r" + Long.MAX_VALUE)),
        readings.get(7, Long.MAX_VALUE).execute());
    assertEquals(Optional.empty(), readings.get(8, 0).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void rangesOnANumberSortKeyAreNumeric(SampleEngine engine) {
    ReadingEntity readings = seeded(Engines.newTable(engine, "readings", ReadingEntity.SCHEMA));
    assertEquals(List.of(Long.MIN_VALUE, -10L, -2L, 0L, 9L, 10L, 100L, Long.MAX_VALUE),
        times(readings.query().primary(7).list()));
    assertEquals(List.of(Long.MAX_VALUE, 100L, 10L, 9L, 0L, -2L, -10L, Long.MIN_VALUE),
        times(readings.query().primary(7).descending().list()));
    assertEquals(List.of(9L, 10L, 100L, Long.MAX_VALUE), times(readings.query().primary(7).atGt(0).list()));
    assertEquals(List.of(0L, 9L, 10L, 100L, Long.MAX_VALUE), times(readings.query().primary(7).atGte(0).list()));
    assertEquals(List.of(Long.MIN_VALUE, -10L, -2L, 0L, 9L), times(readings.query().primary(7).atLt(10).list()));
    assertEquals(List.of(Long.MIN_VALUE, -10L, -2L), times(readings.query().primary(7).atLte(-2).list()));
    assertEquals(List.of(-10L, -2L, 0L, 9L, 10L), times(readings.query().primary(7).atBetween(-10, 10).list()));
    assertEquals(List.of(-2L), times(readings.query().primary(7).atBetween(-3, -1).list()));
    assertEquals(List.of(9L), times(readings.query().primary(7).at(9).list()));
    assertEquals(List.of("other100"), readings.query().primary(-7).at(100).list().stream().map(Reading::label)
        .toList());
    assertThrows(IllegalArgumentException.class, () -> readings.query().primary(7).atBetween(10, 9));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void pagesOfANumberKeyedPartitionFollowTheirCursor(SampleEngine engine) {
    ReadingEntity readings = seeded(Engines.newTable(engine, "readings", ReadingEntity.SCHEMA));
    List<Long> seen = new ArrayList<>();
    Page<Reading> page = readings.query().primary(7).atGte(-10).limit(3).page();
    seen.addAll(times(page.items()));
    while (page.cursor().isPresent()) {
      page = readings.query().primary(7).atGte(-10).limit(3).startAfter(page.cursor().get()).page();
      seen.addAll(times(page.items()));
    }
    assertEquals(List.of(-10L, -2L, 0L, 9L, 10L, 100L, Long.MAX_VALUE), seen);
    String cursor = readings.query().primary(7).limit(1).page().cursor().orElseThrow();
    assertThrows(SingleTableException.class, () -> readings.query().primary(-7).startAfter(cursor));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updatesAndDeletesFindNumberKeys(SampleEngine engine) {
    ReadingEntity readings = seeded(Engines.newTable(engine, "readings", ReadingEntity.SCHEMA));
    assertEquals(new Reading(7, -2, "changed"), readings.update(7, -2).set(ReadingEntity.LABEL, "changed").execute());
    assertEquals(new Reading(7, 5, "new"), readings.upsert(7, 5).set(ReadingEntity.LABEL, "new").execute());
    readings.delete(7, Long.MIN_VALUE).execute();
    assertEquals(List.of(-10L, -2L, 0L, 5L, 9L, 10L, 100L, Long.MAX_VALUE), times(readings.query().primary(7).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void componentsAreReadFromNumberKeysAndWrongKeysAreRefused(SampleEngine engine) {
    Table table = Engines.newTable(engine, "readings", ReadingEntity.SCHEMA);
    ReadingEntity readings = ReadingEntity.of(table);
    // Another tool wrote only the keys: the components are decoded from the numbers.
    Map<String, AttributeValue> keysOnly = new HashMap<>(ReadingEntity.toItem(new Reading(-3, -40, "k")));
    keysOnly.remove("sensor");
    keysOnly.remove("at");
    engine.client().putItem(b -> b.tableName(table.name()).item(keysOnly));
    assertEquals(Optional.of(new Reading(-3, -40, "k")), readings.get(-3, -40).execute());
    // A component that disagrees with the number key the item is stored under.
    Map<String, AttributeValue> wrong = new HashMap<>(ReadingEntity.toItem(new Reading(-3, 41, "w")));
    wrong.put("at", AttributeValue.fromN("42"));
    engine.client().putItem(b -> b.tableName(table.name()).item(wrong));
    InvalidItemException e = assertThrows(InvalidItemException.class, () -> readings.get(-3, 41).execute());
    assertTrue(e.getMessage().contains("sk"), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void bigIntegerSortKeysOrderByValue(SampleEngine engine) {
    Table table = Engines.newTable(engine, "ticks", TickEntity.SCHEMA);
    TickEntity ticks = TickEntity.of(table);
    List<BigInteger> values = List.of(new BigInteger("-99999999999999999999999999999999999999"),
        BigInteger.valueOf(-100), BigInteger.ONE.negate(), BigInteger.ZERO, BigInteger.valueOf(2),
        BigInteger.valueOf(10), new BigInteger("12345678901234567890"),
        new BigInteger("99999999999999999999999999999999999999"));
    List<BigInteger> shuffled = new ArrayList<>(values);
    java.util.Collections.reverse(shuffled);
    for (BigInteger seq : shuffled) {
      ticks.put(new Tick("d", seq, seq.signum())).execute();
    }
    assertEquals(values, ticks.query().primary("d").list().stream().map(Tick::seq).toList());
    assertEquals(values.subList(2, 6), ticks.query().primary("d")
        .seqBetween(BigInteger.ONE.negate(), BigInteger.TEN).list().stream().map(Tick::seq).toList());
    assertEquals(Optional.of(new Tick("d", values.get(7), 1)), ticks.get("d", values.get(7)).execute());
  }

  private static byte[] bytes(int... values) {
    byte[] bytes = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      bytes[i] = (byte) values[i];
    }
    return bytes;
  }

  private static List<String> digests(List<Chunk> chunks) {
    return chunks.stream().map(chunk -> java.util.HexFormat.of().formatHex(chunk.digest())).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void binaryKeysRoundTripAndSortByUnsignedBytes(SampleEngine engine) {
    Table table = Engines.newTable(engine, "chunks", ChunkEntity.SCHEMA);
    List<AttributeDefinition> definitions = engine.client().describeTable(b -> b.tableName(table.name()))
        .table().attributeDefinitions();
    assertEquals(Map.of("pk", ScalarAttributeType.B, "sk", ScalarAttributeType.B),
        Map.of(definitions.get(0).attributeName(), definitions.get(0).attributeType(),
            definitions.get(1).attributeName(), definitions.get(1).attributeType()));
    ChunkEntity chunks = ChunkEntity.of(table);
    byte[] store = bytes(0x00, 0xff, 0x2b, 0x2f, 0x3d);
    List<byte[]> sorted = List.of(bytes(0x00), bytes(0x00, 0x00), bytes(0x01, 0xff), bytes(0x01, 0xff, 0x00),
        bytes(0x7f), bytes(0x80), bytes(0xfe, 0x01), bytes(0xff), bytes(0xff, 0xff, 0xff));
    for (int i = sorted.size() - 1; i >= 0; i--) {
      chunks.put(new Chunk(store, sorted.get(i), i)).execute();
    }
    chunks.put(new Chunk(bytes(0x01), bytes(0x80), 99)).execute();
    Map<String, AttributeValue> raw = engine.client().getItem(b -> b.tableName(table.name())
        .key(ChunkEntity.key(store, bytes(0x80)))).item();
    assertEquals(java.util.HexFormat.of().formatHex(store),
        java.util.HexFormat.of().formatHex(raw.get("pk").b().asByteArray()));
    Chunk read = chunks.get(store, bytes(0x80)).execute().orElseThrow();
    assertEquals(5, read.size());
    assertTrue(java.util.Arrays.equals(store, read.store()));
    List<String> all = sorted.stream().map(b -> java.util.HexFormat.of().formatHex(b)).toList();
    assertEquals(all, digests(chunks.query().primary(store).list()));
    assertEquals(all.subList(5, 9), digests(chunks.query().primary(store).digestGte(bytes(0x80)).list()));
    assertEquals(all.subList(0, 5), digests(chunks.query().primary(store).digestLt(bytes(0x80)).list()));
    assertEquals(all.subList(2, 7), digests(chunks.query().primary(store)
        .digestBetween(bytes(0x01), bytes(0xfe, 0x01)).list()));
    assertEquals(all.subList(2, 4), digests(chunks.query().primary(store).digestBeginsWith(bytes(0x01, 0xff)).list()));
    assertEquals(List.of("80"), digests(chunks.query().primary(bytes(0x01)).list()));
    assertThrows(IllegalArgumentException.class,
        () -> chunks.query().primary(store).digestBetween(bytes(0xff), bytes(0x7f)));
    assertThrows(dev.singletable.runtime.exception.InvalidValueException.class, () -> chunks.get(store, new byte[0]));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void decimalSortKeysOrderByValueAndComeBackWithoutTrailingZeros(SampleEngine engine) {
    Table table = Engines.newTable(engine, "prices", PriceEntity.SCHEMA);
    PriceEntity prices = PriceEntity.of(table);
    List<String> amounts = List.of("-12345678901234567890.5", "-2.5", "-0.001", "0", "0.5", "1.50", "9", "10",
        "1E+100");
    for (String amount : amounts) {
      prices.put(new Price("p", new java.math.BigDecimal(amount), amount)).execute();
    }
    List<String> all = prices.query().primary("p").list().stream().map(Price::note).toList();
    assertEquals(amounts, all);
    assertEquals(List.of("-2.5", "-0.001", "0", "0.5", "1.50"), prices.query().primary("p")
        .amountBetween(new java.math.BigDecimal("-2.5"), new java.math.BigDecimal("1.5")).list().stream()
        .map(Price::note).toList());
    assertEquals(List.of("10", "1E+100"), prices.query().primary("p").amountGt(java.math.BigDecimal.valueOf(9))
        .list().stream().map(Price::note).toList());
    // 1.50 is stored as the number 1.5: it is found by either, and reads back as 1.5.
    Price read = prices.get("p", new java.math.BigDecimal("1.5000")).execute().orElseThrow();
    assertEquals("1.50", read.note());
    assertEquals(0, new java.math.BigDecimal("1.5").compareTo(read.amount()));
    assertThrows(dev.singletable.runtime.exception.InvalidValueException.class,
        () -> prices.get("p", new java.math.BigDecimal("1E+200")));
    assertThrows(dev.singletable.runtime.exception.InvalidValueException.class,
        () -> prices.get("p", new java.math.BigDecimal("1.00000000000000000000000000000000000001")));
  }
}
