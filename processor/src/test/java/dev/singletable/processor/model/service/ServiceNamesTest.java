package dev.singletable.processor.model.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The plural of an entity name, which names its accessor and its list in a collection's result. */
class ServiceNamesTest {

  @ParameterizedTest
  @CsvSource({
      "event, events",
      "category, categories",
      "day, days",
      "box, boxes",
      "match, matches",
      "wish, wishes",
      "address, addresses",
      "status, statuses",
      "alias, aliases",
      "subscriptions, subscriptions",
      "repositories, repositories",
      "orderItems, orderItems",
      "series, series",
      "news, news",
  })
  void aNameAlreadyPluralStaysAsItIs(String name, String plural) {
    assertEquals(plural, ServiceNames.plural(name));
  }
}
