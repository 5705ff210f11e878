package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@code @KeyOnly} components on writes other than a put: an upsert that creates the item, a query that reads it back. */
class KeyOnlyTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpsertCreatesTheItemWithoutTheKeyOnlyComponentsAndReadsThemBackFromTheKeys(SampleEngine engine) {
    Table table = Engines.newTable(engine, "keyonly", TallyEntity.SCHEMA);
    TallyEntity tallies = TallyEntity.of(table);

    Tally first = tallies.upsert("home", "2024-05-06").add(TallyEntity.VIEWS, 1).execute();
    tallies.upsert("home", "2024-05-06").add(TallyEntity.VIEWS, 1).execute();

    assertEquals(new Tally("home", "2024-05-06", 1), first);
    Map<String, AttributeValue> item = RawItems.scan(table).get(0);
    assertEquals(Set.of("pk", "sk", "views", "__entity", "__version"),
        item.keySet().stream().filter(name -> !name.startsWith("__token")).collect(Collectors.toSet()));
    assertEquals(List.of(new Tally("home", "2024-05-06", 2)), tallies.query().primary("home").list());
    tallies.put(new Tally("home", "2024-05-07", 5)).execute();
    assertEquals(List.of(new Tally("home", "2024-05-07", 5)),
        tallies.query().primary("home").filter(TallyEntity.VIEWS.gt(2L)).list());
  }
}
