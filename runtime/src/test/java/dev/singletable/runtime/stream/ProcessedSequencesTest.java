package dev.singletable.runtime.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ProcessedSequencesTest {
  private static StreamChange change(String key, String sequence) {
    ChangeRecord record = new ChangeRecord(ChangeKind.MODIFY, Map.of("pk", AttributeValue.fromS(key)), null, null,
        sequence, null, false);
    return () -> record;
  }

  @Test
  void aChangeDeliveredAgainIsHandledOnce() {
    ProcessedSequences guard = new ProcessedSequences();
    List<String> handled = new ArrayList<>();
    ChangeHandler<StreamChange> handler = guard.wrap(c -> handled.add(c.keys().get("pk").s() + c.sequenceNumber()));

    for (StreamChange c : List.of(change("a", "9"), change("a", "10"), change("b", "5"), change("a", "9"),
        change("a", "10"), change("b", "5"), change("a", "11"))) {
      handler.handle(c);
    }

    assertEquals(List.of("a9", "a10", "b5", "a11"), handled);
    assertEquals(2, guard.size());
  }

  @Test
  void aChangeWhoseHandlerFailedIsHandledWhenDeliveredAgain() {
    ProcessedSequences guard = new ProcessedSequences();
    List<String> handled = new ArrayList<>();
    boolean[] fail = {true};
    ChangeHandler<StreamChange> handler = guard.wrap(c -> {
      if (fail[0]) {
        throw new IllegalStateException("down");
      }
      handled.add(c.sequenceNumber());
    });

    assertThrows(IllegalStateException.class, () -> handler.handle(change("a", "7")));
    fail[0] = false;
    handler.handle(change("a", "7"));

    assertEquals(List.of("7"), handled);
  }

  private static StreamChange change(Map<String, AttributeValue> keys, String sequence) {
    ChangeRecord record = new ChangeRecord(ChangeKind.MODIFY, keys, null, null, sequence, null, false);
    return () -> record;
  }

  @Test
  void twoKeysThatPrintAlikeAreTwoItems() {
    Map<String, AttributeValue> first = new LinkedHashMap<>();
    first.put("pk", AttributeValue.fromS("a), sk=AttributeValue(S=b"));
    first.put("sk", AttributeValue.fromS("c"));
    Map<String, AttributeValue> second = new LinkedHashMap<>();
    second.put("pk", AttributeValue.fromS("a"));
    second.put("sk", AttributeValue.fromS("b), sk=AttributeValue(S=c"));
    assertEquals(new TreeMap<>(first).toString(), new TreeMap<>(second).toString(), "the two keys print alike");
    ProcessedSequences guard = new ProcessedSequences();
    List<String> handled = new ArrayList<>();
    ChangeHandler<StreamChange> handler = guard.wrap(c -> handled.add(c.sequenceNumber()));

    handler.handle(change(first, "20"));
    handler.handle(change(second, "10"));

    assertEquals(List.of("20", "10"), handled, "the second item's change is its first");
    assertEquals(2, guard.size());
  }

  @Test
  void aStringAndANumberOfTheSameTextAreTwoItems() {
    ProcessedSequences guard = new ProcessedSequences();
    List<String> handled = new ArrayList<>();
    ChangeHandler<StreamChange> handler = guard.wrap(c -> handled.add(c.sequenceNumber()));

    handler.handle(change(Map.of("pk", AttributeValue.fromS("1")), "20"));
    handler.handle(change(Map.of("pk", AttributeValue.fromN("1")), "10"));
    handler.handle(change(Map.of("id", AttributeValue.fromN("1")), "5"));
    handler.handle(change(Map.of("pk", AttributeValue.fromN("1")), "10"));

    assertEquals(List.of("20", "10", "5"), handled);
  }
}
