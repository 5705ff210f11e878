package dev.singletable.samples.instantkeys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.RequestRecorder;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Instants in keys in the fixed-width forms of {@code @InstantFormat}: the key and the attribute hold
 * one text, folded to lower case where the key's casing says so, read back from either case, sorted
 * as time by range steps; values the text cannot hold are refused before anything is sent.
 */
class FixedWidthInstantKeysTest {
  private static final Instant NOW = Instant.parse("2024-03-05T12:00:00.123456789Z");
  private static final Instant NINE = Instant.parse("2024-03-02T09:00:00Z");
  private static final Instant TEN = Instant.parse("2024-03-02T10:00:00Z");
  private static final Instant NEW_YEAR = Instant.parse("2023-12-31T23:59:59Z");
  private static final Instant SHIFT = Instant.parse("2024-03-02T08:00:00Z");
  /** {@link #NOW} as an {@code @UpdatedAt} of whole seconds stamps it. */
  private static final Instant SEEN = Instant.parse("2024-03-05T12:00:00Z");

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  private record Tables(Table table, RequestRecorder requests) {}

  private static Tables tables(SampleEngine engine) {
    RequestRecorder requests = new RequestRecorder();
    Table table = Engines.newTable(engine, "instantkeys", ReminderEntity.SCHEMA, CheckinEntity.SCHEMA)
        .withClock(Clock.fixed(NOW, ZoneOffset.UTC)).withListener(requests);
    return new Tables(table, requests);
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anInstantOfWholeSecondsIsOneTextInTheSortKeyTheAttributeAndALowerCasedIndexKey(SampleEngine engine) {
    Table table = tables(engine).table();
    ReminderEntity reminders = ReminderEntity.of(table);

    reminders.put(new Reminder("ann", NINE, "Chores", "Bins out", null)).execute();

    Map<String, AttributeValue> stored = RawItems.withoutTokens(table,
        Map.of("pk", s("USER#ann"), "sk", s("DUE#2024-03-02T09:00:00Z")));
    assertEquals(s("2024-03-02T09:00:00Z"), stored.get("dueAt"));
    assertEquals(s("2024-03-05T12:00:00.123Z"), stored.get("changedAt"), "the write's time, to the millisecond");
    assertEquals(s("list_chores"), stored.get("gsi1pk"));
    assertEquals(s("due_2024-03-02t09:00:00z#changed_2024-03-05t12:00:00.123z"), stored.get("gsi1sk"));
    Reminder expected = new Reminder("ann", NINE, "Chores", "Bins out", Instant.parse("2024-03-05T12:00:00.123Z"));
    assertEquals(Optional.of(expected), reminders.get("ann", NINE).execute());
    assertEquals(List.of(expected), reminders.query().byList("Chores").list());
    assertEquals(List.of(expected), reminders.query().byList("chores").dueAt(NINE).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void rangeStepsOnAFixedWidthInstantSortAsTimeInEitherCase(SampleEngine engine) {
    ReminderEntity reminders = ReminderEntity.of(tables(engine).table());
    for (Instant due : List.of(TEN, NEW_YEAR, NINE)) {
      reminders.put(new Reminder("ann", due, "Chores", "at " + due, null)).execute();
    }

    assertEquals(List.of(NEW_YEAR, NINE, TEN), dues(reminders.query().primary("ann").list()));
    assertEquals(List.of(NINE, TEN), dues(reminders.query().primary("ann")
        .dueAtBetween(Instant.parse("2024-01-01T00:00:00Z"), TEN).list()));
    assertEquals(List.of(TEN), dues(reminders.query().primary("ann").dueAtGt(NINE).list()));
    assertEquals(List.of(NEW_YEAR), dues(reminders.query().primary("ann").dueAtLt(NINE).list()));
    // the index's keys hold the same times in lower case
    assertEquals(List.of(TEN, NINE, NEW_YEAR), dues(reminders.query().byList("Chores").descending().list()));
    assertEquals(List.of(NINE, TEN), dues(reminders.query().byList("Chores").dueAtGte(NINE).list()));
    assertEquals(List.of(NEW_YEAR, NINE), dues(reminders.query().byList("Chores")
        .dueAtBetween(NEW_YEAR, NINE).list()));
    // an index keyed by the attributes themselves
    assertEquals(List.of(TEN), dues(reminders.query().byDue("Chores").dueAtGt(NINE).list()));
    assertEquals(List.of(NEW_YEAR, NINE), dues(reminders.query().byDue("Chores").dueAtBetween(NEW_YEAR, NINE)
        .list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFractionOfASecondIsRefusedBeforeSending(SampleEngine engine) {
    Tables tables = tables(engine);
    ReminderEntity reminders = ReminderEntity.of(tables.table());
    Instant fraction = Instant.parse("2024-03-02T09:00:00.5Z");

    InvalidValueException put = assertThrows(InvalidValueException.class,
        () -> reminders.put(new Reminder("ann", fraction, "Chores", "Bins out", null)).execute());
    assertEquals("reminder", put.entity());
    assertEquals("dueAt", put.field());
    assertEquals(fraction, put.value());
    assertTrue(put.getMessage().contains("fraction of a second"), put.getMessage());
    assertTrue(put.getMessage().contains("key sk"), put.getMessage());
    assertThrows(InvalidValueException.class, () -> reminders.query().primary("ann").dueAtGte(fraction).list());

    assertEquals(List.of(), tables.requests().sent(), "nothing is sent");
    assertEquals(List.of(), RawItems.scan(tables.table()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFractionOfASecondOutsideTheKeysIsRefusedNamingTheItemsKey(SampleEngine engine) {
    Tables tables = tables(engine);
    CheckinEntity checkins = CheckinEntity.of(tables.table());
    Instant fraction = Instant.parse("2024-03-02T10:00:00.001Z");

    InvalidValueException put = assertThrows(InvalidValueException.class,
        () -> checkins.put(new Checkin("Front", SHIFT, NINE, "B-1", fraction, null)).execute());
    assertEquals("checkin", put.entity());
    assertEquals("leftAt", put.field());
    assertEquals(fraction, put.value());
    assertTrue(put.getMessage().contains("fraction of a second"), put.getMessage());
    assertEquals(Optional.of("pk=door_front#shift_2024-03-02t08:00:00.000z, sk=at_2024-03-02t09:00:00z"), put.key());
    assertThrows(InvalidValueException.class, () -> checkins.update("Front", SHIFT, NINE)
        .set(CheckinEntity.LEFT_AT, fraction).execute());

    assertEquals(List.of(), tables.requests().sent(), "nothing is sent");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpdateMovesTheIndexKeysHoldingItsTimeInTheirForms(SampleEngine engine) {
    Table table = tables(engine).table();
    ReminderEntity.of(table).put(new Reminder("ann", NINE, "Chores", "Bins out", null)).execute();
    ReminderEntity later = ReminderEntity.of(table.withClock(Clock.fixed(
        Instant.parse("2024-03-06T08:00:00.987654321Z"), ZoneOffset.UTC)));

    Reminder updated = later.update("ann", NINE).set(ReminderEntity.TITLE, "Bins in").readingMissingComponents()
        .execute();

    Instant changed = Instant.parse("2024-03-06T08:00:00.987Z");
    assertEquals(changed, updated.changedAt());
    Map<String, AttributeValue> stored = RawItems.withoutTokens(table,
        Map.of("pk", s("USER#ann"), "sk", s("DUE#2024-03-02T09:00:00Z")));
    assertEquals(s("2024-03-06T08:00:00.987Z"), stored.get("changedAt"));
    assertEquals(s("due_2024-03-02t09:00:00z#changed_2024-03-06t08:00:00.987z"), stored.get("gsi1sk"));
    assertEquals(s("CHANGED_2024-03-06T08:00:00.987Z"), stored.get("lsi1sk"));
    assertEquals(List.of(updated), later.query().byChange("ann").changedAtGt(NOW).list());
    assertEquals(List.of(), later.query().byChange("ann").changedAtGt(changed).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anInstantOutsideFourDigitYearsIsRefusedBeforeSending(SampleEngine engine) {
    Tables tables = tables(engine);
    ReminderEntity reminders = ReminderEntity.of(tables.table());
    Instant year10000 = Instant.parse("+10000-01-01T00:00:00Z");

    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> reminders.put(new Reminder("ann", year10000, "Chores", "Bins out", null)).execute());
    assertEquals("dueAt", refused.field());
    assertTrue(refused.getMessage().contains("0000..9999"), refused.getMessage());
    assertThrows(InvalidValueException.class,
        () -> CheckinEntity.of(tables.table()).put(new Checkin("Front", SHIFT, year10000, "B-1", null, null))
            .execute());

    assertEquals(List.of(), tables.requests().sent(), "nothing is sent");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aKeyOnlyInstantIsReadBackFromItsLowerCasedKeyAndCursor(SampleEngine engine) {
    Table table = tables(engine).table();
    CheckinEntity checkins = CheckinEntity.of(table);
    checkins.put(new Checkin("Front", SHIFT, TEN, "B-2", null, null)).execute();
    checkins.put(new Checkin("Front", SHIFT, NINE, "B-1", TEN, null)).execute();

    Map<String, AttributeValue> stored = RawItems.withoutTokens(table,
        Map.of("pk", s("door_front#shift_2024-03-02t08:00:00.000z"), "sk", s("at_2024-03-02t09:00:00z")));
    assertFalse(stored.containsKey("at") || stored.containsKey("shift"), "key-only: " + stored);
    assertEquals(s("2024-03-02T10:00:00Z"), stored.get("leftAt"));
    assertEquals(s("2024-03-05T12:00:00Z"), stored.get("seenAt"), "the write's time, to the second");
    assertEquals(Optional.of(new Checkin("Front", SHIFT, NINE, "B-1", TEN, SEEN)),
        checkins.get("Front", SHIFT, NINE).execute());
    Page<Checkin> first = checkins.query().primary("FRONT", SHIFT).limit(1).page();
    assertEquals(List.of(new Checkin("Front", SHIFT, NINE, "B-1", TEN, SEEN)), first.items());
    assertEquals(List.of(new Checkin("Front", SHIFT, TEN, "B-2", null, SEEN)),
        checkins.query().primary("front", SHIFT).startAfter(first.cursor().orElseThrow()).list());
    assertEquals(List.of(new Checkin("Front", SHIFT, TEN, "B-2", null, SEEN)),
        checkins.query().primary("front", SHIFT).atGt(NINE).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aStoredKeyWithAMalformedInstantIsRefusedAsAnyUndecodableKey(SampleEngine engine) {
    Table table = tables(engine).table();
    CheckinEntity checkins = CheckinEntity.of(table);
    checkins.put(new Checkin("Side", SHIFT, NINE, "B-1", null, null)).execute();
    Map<String, AttributeValue> forged = new HashMap<>(RawItems.withoutTokens(table,
        Map.of("pk", s("door_side#shift_2024-03-02t08:00:00.000z"), "sk", s("at_2024-03-02t09:00:00z"))));
    forged.put("sk", s("at_2024-13-02t09:00:00z"));
    table.client().putItem(r -> r.tableName(table.name()).item(forged));

    InvalidValueException unreadable = assertThrows(InvalidValueException.class,
        () -> checkins.query().primary("side", SHIFT).atGt(NINE).list());
    assertEquals("at", unreadable.field());
    assertTrue(unreadable.getMessage().contains("at_2024-13-02t09:00:00z"), unreadable.getMessage());

    ReminderEntity reminders = ReminderEntity.of(table);
    reminders.put(new Reminder("bob", NINE, "Errands", "Post", null)).execute();
    Map<String, AttributeValue> moved = new HashMap<>(RawItems.withoutTokens(table,
        Map.of("pk", s("USER#bob"), "sk", s("DUE#2024-03-02T09:00:00Z"))));
    moved.put("gsi1sk", s("due_2024-03-02x09:00:00z#changed_2024-03-05t12:00:00.123z"));
    table.client().putItem(r -> r.tableName(table.name()).item(moved));

    KeyMismatchException mismatch = assertThrows(KeyMismatchException.class,
        () -> reminders.query().byList("Errands").list());
    assertEquals("gsi1sk", mismatch.keyField());
  }

  private static List<Instant> dues(List<Reminder> reminders) {
    return reminders.stream().map(Reminder::dueAt).toList();
  }
}
