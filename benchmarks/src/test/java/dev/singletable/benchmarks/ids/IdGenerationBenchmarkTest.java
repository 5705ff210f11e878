package dev.singletable.benchmarks.ids;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The two create variants of {@link IdGenerationBenchmark} write the same item but for the id. It measures nothing. */
class IdGenerationBenchmarkTest {
  private final IdGenerationBenchmark benchmark = new IdGenerationBenchmark();

  @Test
  void theGeneratingCreateWritesANewUlidWhereTheOtherWritesTheGivenId() {
    Map<String, AttributeValue> generated = new HashMap<>(benchmark.createItemGeneratingTheId());
    Map<String, AttributeValue> given = new HashMap<>(benchmark.createItemWithTheIdGiven());

    assertTrue(generated.get("sk").s().matches("EVENT#[0-9A-HJKMNP-TV-Z]{26}"), generated.get("sk").s());
    assertEquals("EVENT#01HW9Z6Q3J8K7M2N4P5R6S7T8V", given.get("sk").s());
    for (String id : new String[] {"sk", "eventId"}) {
      generated.remove(id);
      given.remove(id);
    }
    assertEquals(given, generated);
  }
}
