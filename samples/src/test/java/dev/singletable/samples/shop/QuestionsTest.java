package dev.singletable.samples.shop;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.SortedKeysDemo;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Seed 001's customer questions, counted down from 100000 so they sort newest first, before the customer. */
class QuestionsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "questions", CustomerEntity.SCHEMA, OrderEntity.SCHEMA,
        QuestionEntity.SCHEMA);
    CustomerEntity.of(table).put(SeedData.customers().get(0)).execute();
    OrderEntity.of(table).put(SeedData.orders().get(0)).execute();
    OrderEntity.of(table).put(SeedData.orders().get(1)).execute();
    SortedKeysDemo.questions().forEach(q -> QuestionEntity.of(table).put(q).execute());
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storesTheSeedRowsLetterForLetter(SampleEngine engine) {
    Table table = seeded(engine);
    assertEquals(rows(
            List.of("CUSTOMER#XYQ", "#QUESTION#99998"),
            List.of("CUSTOMER#XYQ", "#QUESTION#99999"),
            List.of("CUSTOMER#XYQ", "CUSTOMER#XYQ"),
            List.of("CUSTOMER#XYQ", "ORDER#00001"),
            List.of("CUSTOMER#XYQ", "ORDER#00002")),
        keyRows(table, "PK", "SK"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void questionsComeNewestFirstAndRangesReadAsValues(SampleEngine engine) {
    Table table = seeded(engine);
    QuestionEntity questions = QuestionEntity.of(table);
    questions.put(new Question("XYQ", 3, "Any news?")).execute();
    assertEquals(List.of(3, 2, 1), questions.query().primary("XYQ").list().stream().map(Question::questionId).toList());
    assertEquals(List.of(3, 2), questions.query().primary("XYQ").questionIdGt(1).list().stream()
        .map(Question::questionId).toList());
    assertEquals(List.of(2, 1), questions.query().primary("XYQ").questionIdLte(2).list().stream()
        .map(Question::questionId).toList());
    assertEquals(SortedKeysDemo.questions().get(1), questions.get("XYQ", 2).execute().orElseThrow());
    ShopService.CustomerCollection customer = ShopService.of(table).customer("XYQ").list();
    assertEquals(List.of(3, 2, 1), customer.questions().stream().map(Question::questionId).toList());
    assertEquals(2, customer.orders().size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void questionIdsOutsideOneTo100000AreRefused(SampleEngine engine) {
    QuestionEntity questions = QuestionEntity.of(seeded(engine));
    assertThrows(InvalidValueException.class, () -> questions.put(new Question("XYQ", 0, "?")).execute());
    assertThrows(InvalidValueException.class, () -> questions.put(new Question("XYQ", 100_001, "?")).execute());
    assertThrows(InvalidValueException.class, () -> questions.get("XYQ", -1));
  }
}
