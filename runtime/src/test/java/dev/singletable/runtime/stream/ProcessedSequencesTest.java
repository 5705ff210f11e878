package dev.singletable.runtime.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
}
