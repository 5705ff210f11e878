package dev.singletable.samples.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.RequestRecorder;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Seed 001's duplicated records: the settings stored as {@code GLOBAL_SETTINGS_01}
 * to {@code _03} with the same data, written together in one transaction, each read taking one
 * copy at random.
 */
class GlobalSettingsCopiesTest {
  private static final Map<String, Object> SETTINGS = Map.of("theme", "dark", "maintenance", false);

  static Stream<?> engines() {
    return Engines.all();
  }

  private record Settings(GlobalSettingsCopies copies, Table table, RequestRecorder requests) {}

  private static Settings settings(SampleEngine engine) {
    RequestRecorder requests = new RequestRecorder();
    Table table = Engines.newTable(engine, "settings", GlobalSettingsEntity.SCHEMA).withListener(requests);
    GlobalSettingsCopies copies = GlobalSettingsCopies.of(table, new Random(1));
    copies.write(SETTINGS);
    return new Settings(copies, table, requests);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void copiesAreStoredUnderTheSeedsKeysWithTheSameData(SampleEngine engine) {
    Settings settings = settings(engine);
    assertEquals(RawItems.rows(List.of("GLOBAL_SETTINGS_01"), List.of("GLOBAL_SETTINGS_02"),
        List.of("GLOBAL_SETTINGS_03")), RawItems.keyRows(settings.table(), "PK"));
    Set<String> data = new TreeSet<>();
    RawItems.scan(settings.table()).forEach(item -> data.add(new TreeSet<>(item.get("Settings").m().entrySet()
        .stream().map(Object::toString).toList()).toString()));
    assertEquals(1, data.size(), data.toString());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void allCopiesAreWrittenInOneTransaction(SampleEngine engine) {
    Settings settings = settings(engine);
    assertEquals(1, settings.requests().sent().size());
    TransactWriteItemsRequest request = (TransactWriteItemsRequest) settings.requests().sent().get(0);
    assertEquals(3, request.transactItems().size());
    assertEquals(0, settings.requests().sent().stream().filter(PutItemRequest.class::isInstance).count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readsSpreadOverAllCopiesAndEachGetsTheSettings(SampleEngine engine) {
    Settings settings = settings(engine);
    settings.requests().clear();
    for (int i = 0; i < 30; i++) {
      assertEquals(Optional.of(SETTINGS), settings.copies().read());
    }
    Set<String> read = new TreeSet<>();
    for (Object request : settings.requests().sent()) {
      read.add(((GetItemRequest) request).key().get("PK").s());
    }
    assertEquals(30, settings.requests().sent().size());
    assertEquals(Set.of("GLOBAL_SETTINGS_01", "GLOBAL_SETTINGS_02", "GLOBAL_SETTINGS_03"), read);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aReadReturnsTheCopyItChose(SampleEngine engine) {
    Settings settings = settings(engine);
    // Only copy 02 says otherwise: exactly the reads sent to it see that.
    settings.table().client().updateItem(builder -> builder.tableName(settings.table().name())
        .key(Map.of("PK", AttributeValue.fromS("GLOBAL_SETTINGS_02")))
        .updateExpression("SET Settings.theme = :light")
        .expressionAttributeValues(Map.of(":light", AttributeValue.fromS("light"))));
    settings.requests().clear();
    for (int i = 0; i < 30; i++) {
      Object theme = settings.copies().read().orElseThrow().get("theme");
      GetItemRequest request = (GetItemRequest) settings.requests().sent().get(i);
      boolean second = request.key().get("PK").s().equals("GLOBAL_SETTINGS_02");
      assertEquals(second ? "light" : "dark", theme);
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aChangeRewritesEveryCopy(SampleEngine engine) {
    Settings settings = settings(engine);
    settings.copies().write(Map.of("theme", "light"));
    RawItems.scan(settings.table()).forEach(item -> assertEquals(Map.of("theme", AttributeValue.fromS("light")),
        item.get("Settings").m(), item.get("PK").s()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void nothingToReadBeforeTheFirstWrite(SampleEngine engine) {
    Table table = Engines.newTable(engine, "settings", GlobalSettingsEntity.SCHEMA);
    assertEquals(Optional.empty(), GlobalSettingsCopies.of(table).read());
  }
}
