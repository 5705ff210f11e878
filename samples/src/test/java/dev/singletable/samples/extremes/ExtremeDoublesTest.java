package dev.singletable.samples.extremes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.CountingClient;
import dev.singletable.samples.Engines;
import dev.singletable.samples.StoredNumbers;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.FaultyHttpClient;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The extreme doubles and floats, in a sort key that is {@code @KeyOnly} and in one also stored as
 * number attributes: every value a write accepts reads back with the same bits through get, query,
 * scan, update and upsert ({@code -0.0} is the key of {@code 0.0} and reads back as it), and a value
 * that cannot be stored is refused before anything is sent.
 */
class ExtremeDoublesTest {
  private static final double[] DOUBLES = {
      Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE, -Double.MIN_VALUE, 1e-300, -1e-300, 1e300, -1e300,
      Double.MIN_NORMAL, Math.nextDown(Double.MIN_NORMAL), 3 * Double.MIN_VALUE, -Math.nextDown(Double.MIN_NORMAL),
      -0.0, 0.0, 1e-130, Math.nextDown(1e-130), Math.nextDown(1e126), 1e126, -Math.nextDown(1e126), 42.5, -1.0 / 3};
  private static final float[] FLOATS = {
      Float.MAX_VALUE, -Float.MAX_VALUE, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL,
      Math.nextDown(Float.MIN_NORMAL), -Math.nextDown(Float.MIN_NORMAL), -0.0f, 0.0f, 1e-30f, 3e38f, 0.1f};

  static Stream<?> engines() {
    return Engines.all();
  }

  /** What a double reads back as: itself, but {@code -0.0} as {@code 0.0} (one key, one number). */
  private static double read(double value) {
    return value == 0 ? 0.0 : value;
  }

  private static float read(float value) {
    return value == 0 ? 0.0f : value;
  }

  /** Within DynamoDB's number range: zero, or a magnitude from 1E-130 up to (not including) 1E126. */
  private static boolean storable(double value) {
    double magnitude = Math.abs(value);
    return magnitude == 0 || magnitude >= 1e-130 && magnitude < 1e126;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyFiniteKeyOnlyDoubleAndFloatReadsBackWithTheSameBits(SampleEngine engine) {
    Table table = Engines.newTable(engine, "extremes", KeyOnlyReadingEntity.SCHEMA);
    KeyOnlyReadingEntity readings = KeyOnlyReadingEntity.of(table);
    Set<KeyOnlyReading> written = new HashSet<>();
    int series = 0;
    for (double value : DOUBLES) {
      written.add(roundTrip(readings, new KeyOnlyReading("d" + series++, value, 1.5f, "n"), read(value), 1.5f));
    }
    for (float weight : FLOATS) {
      written.add(roundTrip(readings, new KeyOnlyReading("f" + series++, 2.5, weight, "n"), 2.5, read(weight)));
    }
    assertEquals(written, new HashSet<>(readings.scan().list()));
  }

  private static KeyOnlyReading roundTrip(KeyOnlyReadingEntity readings, KeyOnlyReading reading, double value,
      float weight) {
    KeyOnlyReading expected = new KeyOnlyReading(reading.series(), value, weight, "n");
    readings.put(reading).execute();
    assertEquals(Optional.of(expected), readings.get(reading.series(), reading.value(), reading.weight()).execute(),
        () -> "get " + reading);
    assertEquals(List.of(expected), readings.query().primary(reading.series()).list(), () -> "query " + reading);
    KeyOnlyReading updated = new KeyOnlyReading(reading.series(), value, weight, "u");
    assertEquals(updated, readings.update(reading.series(), reading.value(), reading.weight())
        .set(KeyOnlyReadingEntity.NOTE, "u").execute(), () -> "update " + reading);
    String other = reading.series() + "-upserted";
    assertEquals(new KeyOnlyReading(other, value, weight, "v"), readings.upsert(other, reading.value(), reading.weight())
        .set(KeyOnlyReadingEntity.NOTE, "v").execute(), () -> "upsert " + reading);
    readings.delete(other, reading.value(), reading.weight()).execute();
    return updated;
  }

  /**
   * {@code -0.0} is sent as written and DynamoDB stores it as {@code 0} (a number's leading and
   * trailing zeroes are trimmed); moto keeps {@code -0.0}, so the values are read through answers
   * carrying the numbers as DynamoDB stores them ({@link StoredNumbers}), and the put is checked to have
   * sent {@code -0.0}.
   */
  @ParameterizedTest
  @MethodSource("engines")
  void aStoredDoubleOutsideDynamoDbsRangeIsRefusedBeforeSendingAndTheRestReadBack(SampleEngine engine) {
    FaultyHttpClient http = StoredNumbers.http();
    Table table = Table.of(StoredNumbers.client(http),
        Engines.newTable(engine, "extremes-stored", StoredReadingEntity.SCHEMA).name());
    StoredReadingEntity readings = StoredReadingEntity.of(table);
    CountingClient counted = new CountingClient(engine.client());
    StoredReadingEntity countedReadings = StoredReadingEntity.of(Table.of(counted, table.name()));
    Set<StoredReading> written = new HashSet<>();
    int series = 0;
    for (double value : DOUBLES) {
      StoredReading reading = new StoredReading("d" + series++, value, 1.5f, "n");
      if (storable(value)) {
        StoredReading expected = new StoredReading(reading.series(), read(value), 1.5f, "n");
        readings.put(reading).execute();
        assertEquals(Optional.of(expected), readings.get(reading.series(), value, 1.5f).execute(), () -> "get " + reading);
        assertEquals(List.of(expected), readings.query().primary(reading.series()).list(), () -> "query " + reading);
        written.add(expected);
      } else {
        InvalidValueException refused = assertThrows(InvalidValueException.class,
            () -> countedReadings.put(reading).execute(), () -> "put " + reading);
        assertEquals("value", refused.field());
        assertTrue(refused.getMessage().contains("outside the range of DynamoDB numbers"), refused::getMessage);
        assertThrows(InvalidValueException.class, () -> countedReadings.upsert(reading.series(), value, 1.5f)
            .set(StoredReadingEntity.NOTE, "v").execute(), () -> "upsert " + reading);
      }
    }
    assertEquals(0, counted.requests(), "nothing refused was sent");
    for (float weight : FLOATS) {
      StoredReading reading = new StoredReading("f" + series++, 2.5, weight, "n");
      StoredReading expected = new StoredReading(reading.series(), 2.5, read(weight), "n");
      readings.put(reading).execute();
      assertEquals(Optional.of(expected), readings.get(reading.series(), 2.5, weight).execute(), () -> "get " + reading);
      assertEquals(List.of(expected), readings.query().primary(reading.series()).list(), () -> "query " + reading);
      written.add(expected);
    }
    assertEquals(written, new HashSet<>(readings.scan().list()));
    assertTrue(http.sent("PutItem").stream().anyMatch(body -> body.contains("\"value\":{\"N\":\"-0.0\"}")),
        "-0.0 is sent as written");
    table.client().close();
  }
}
