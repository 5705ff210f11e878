package dev.singletable.samples.ordered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Ranges on every numeric type whose keys sort by value, against the test kit's engine: {@code @Ordered}
 * longs, ints and big integers, decimals, doubles, floats and descending padded numbers, each with
 * negative, zero, tiny and huge values. Every range returns exactly the items whose value is in it,
 * in value order (largest first for descending numbers, whose keys count down).
 */
class OrderedRangesTest {
  private static final int ITEMS = 60;

  static Stream<?> engines() {
    return Engines.all();
  }

  private static List<Measurement> measurements() {
    Random random = new Random(7);
    double[] doubles = {-1e120, -2.5, -1.5e-129, 0.0, 1.5e-129, 1e-10, 0.1, 0.5, 1, 9.99, 10, 1e10};
    List<Measurement> all = new ArrayList<>();
    for (int i = 0; i < ITEMS; i++) {
      long level = (random.nextBoolean() ? -1 : 1) * (long) Math.pow(10, random.nextInt(18)) * random.nextInt(10)
          + i;
      BigDecimal amount = new BigDecimal(BigInteger.valueOf(random.nextInt(2_000_001) - 1_000_000),
          random.nextInt(20) - 5);
      double ratio = i < doubles.length ? doubles[i] : random.nextGaussian() * Math.pow(10, random.nextInt(40) - 20);
      float weight = (float) (random.nextGaussian() * Math.pow(10, random.nextInt(20) - 10));
      BigInteger count = BigInteger.TEN.pow(random.nextInt(40)).multiply(BigInteger.valueOf(random.nextInt(199) - 99));
      int rank = 1 + random.nextInt(9999);
      Integer offset = random.nextInt(2001) - 1000;
      all.add(new Measurement("s", level, String.format("%03d", i), amount, ratio, weight, count, rank, offset));
    }
    return all;
  }

  private static List<Measurement> seeded(Table table) {
    List<Measurement> all = measurements();
    MeasurementEntity measurements = MeasurementEntity.of(table);
    all.forEach(m -> measurements.put(m).execute());
    return all;
  }

  /** The ids of the items whose value passes {@code in}, in value order (then id, as the keys break ties). */
  private static <T> List<String> expected(List<Measurement> all, Function<Measurement, T> value,
      Comparator<T> order, Predicate<T> in) {
    return all.stream().filter(m -> in.test(value.apply(m)))
        .sorted(Comparator.comparing(value, order).thenComparing(Measurement::id))
        .map(Measurement::id).toList();
  }

  private static List<String> ids(List<Measurement> items) {
    return items.stream().map(Measurement::id).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void orderedLongRangesReturnExactlyTheLevelsInRangeInOrder(SampleEngine engine) {
    Table table = Engines.newTable(engine, "levels", MeasurementEntity.SCHEMA);
    List<Measurement> all = seeded(table);
    MeasurementEntity m = MeasurementEntity.of(table);
    assertEquals(expected(all, Measurement::level, Long::compare, v -> true),
        ids(m.query().primary("s").list()));
    assertEquals(expected(all, Measurement::level, Long::compare, v -> v > -1000),
        ids(m.query().primary("s").levelGt(-1000L).list()));
    assertEquals(expected(all, Measurement::level, Long::compare, v -> v <= 5),
        ids(m.query().primary("s").levelLte(5L).list()));
    assertEquals(expected(all, Measurement::level, Long::compare, v -> v >= -1_000_000_000L && v <= 1_000_000_000L),
        ids(m.query().primary("s").levelBetween(-1_000_000_000L, 1_000_000_000L).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void decimalRangesReturnExactlyTheAmountsInRangeInOrder(SampleEngine engine) {
    Table table = Engines.newTable(engine, "amounts", MeasurementEntity.SCHEMA);
    List<Measurement> all = seeded(table);
    MeasurementEntity m = MeasurementEntity.of(table);
    BigDecimal low = new BigDecimal("-0.05");
    BigDecimal high = new BigDecimal("1234.5");
    assertEquals(expected(all, Measurement::amount, BigDecimal::compareTo, v -> v.compareTo(low) >= 0 && v.compareTo(high) <= 0),
        ids(m.query().byAmount("s").amountBetween(low, high).list()));
    assertEquals(expected(all, Measurement::amount, BigDecimal::compareTo, v -> v.signum() < 0),
        ids(m.query().byAmount("s").amountLt(BigDecimal.ZERO).list()));
    assertEquals(expected(all, Measurement::amount, BigDecimal::compareTo, v -> v.compareTo(high) > 0),
        ids(m.query().byAmount("s").amountGt(new BigDecimal("1234.50")).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void doubleAndFloatRangesReturnExactlyTheValuesInRangeInOrder(SampleEngine engine) {
    Table table = Engines.newTable(engine, "ratios", MeasurementEntity.SCHEMA);
    List<Measurement> all = seeded(table);
    MeasurementEntity m = MeasurementEntity.of(table);
    assertEquals(expected(all, Measurement::ratio, Double::compare, v -> v > 0),
        ids(m.query().byRatio("s").ratioGt(0.0).list()));
    assertEquals(expected(all, Measurement::ratio, Double::compare, v -> v >= -2.5 && v <= 1e-10),
        ids(m.query().byRatio("s").ratioBetween(-2.5, 1e-10).list()));
    assertEquals(expected(all, Measurement::ratio, Double::compare, v -> v < Double.MIN_VALUE),
        ids(m.query().byRatio("s").ratioLt(Double.MIN_VALUE).list()));
    assertEquals(expected(all, Measurement::weight, Float::compare, v -> v >= -1f),
        ids(m.query().byWeight("s").weightGte(-1f).list()));
    assertEquals(expected(all, Measurement::weight, Float::compare, v -> v <= 0.001f),
        ids(m.query().byWeight("s").weightLte(0.001f).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void bigIntegerAndIntRangesReturnExactlyTheValuesInRangeInOrder(SampleEngine engine) {
    Table table = Engines.newTable(engine, "counts", MeasurementEntity.SCHEMA);
    List<Measurement> all = seeded(table);
    MeasurementEntity m = MeasurementEntity.of(table);
    BigInteger low = BigInteger.TEN.pow(20).negate();
    assertEquals(expected(all, Measurement::count, BigInteger::compareTo, v -> v.compareTo(low) >= 0),
        ids(m.query().byCount("s").countGte(low).list()));
    assertEquals(expected(all, Measurement::offset, Integer::compare, v -> v >= -10 && v <= 500),
        ids(m.query().byOffset("s").offsetBetween(-10, 500).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void descendingRangesReturnTheValuesInRangeLargestFirst(SampleEngine engine) {
    Table table = Engines.newTable(engine, "ranks", MeasurementEntity.SCHEMA);
    List<Measurement> all = seeded(table);
    MeasurementEntity m = MeasurementEntity.of(table);
    Comparator<Integer> largestFirst = Comparator.reverseOrder();
    assertEquals(expected(all, Measurement::rank, largestFirst, v -> v > 5000),
        ids(m.query().byRank("s").rankGt(5000).list()));
    assertEquals(expected(all, Measurement::rank, largestFirst, v -> v <= 2000),
        ids(m.query().byRank("s").rankLte(2000).list()));
    assertEquals(expected(all, Measurement::rank, largestFirst, v -> v >= 100 && v <= 7000),
        ids(m.query().byRank("s").rankBetween(100, 7000).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void nanAndOutOfRangeCountdownsAreRefusedBeforeAnythingIsSent(SampleEngine engine) {
    Table table = Engines.newTable(engine, "refused", MeasurementEntity.SCHEMA);
    MeasurementEntity m = MeasurementEntity.of(table);
    Measurement nan = new Measurement("s", 1, "x", BigDecimal.ONE, Double.NaN, 1f, BigInteger.ONE, 1, 1);
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> m.put(nan).execute());
    assertEquals(true, e.getMessage().contains("measurement") && e.getMessage().contains("ratio")
        && e.getMessage().contains("NaN"), e.getMessage());
    Measurement zeroRank = new Measurement("s", 1, "x", BigDecimal.ONE, 1, 1f, BigInteger.ONE, 0, 1);
    assertThrows(InvalidValueException.class, () -> m.put(zeroRank).execute());
    Measurement wideRank = new Measurement("s", 1, "x", BigDecimal.ONE, 1, 1f, BigInteger.ONE, 10_001, 1);
    assertThrows(InvalidValueException.class, () -> m.put(wideRank).execute());
    assertEquals(List.of(), m.query().primary("s").list());
  }
}
