package dev.singletable.runtime.stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class CheckpointsTest {
  private static final Map<String, AttributeValue> KEYS = Map.of("pk", AttributeValue.fromS("__checkpoint#s#shard-1"));
  private static final Map<String, AttributeValue> CHECKPOINT = Map.of("pk", KEYS.get("pk"),
      "__entity", AttributeValue.fromS("__checkpoint"), "__reserved", AttributeValue.fromS("s#shard-1"));
  private static final Map<String, AttributeValue> USERS = Map.of("pk", KEYS.get("pk"),
      "__entity", AttributeValue.fromS("invoice"));

  private static ChangeRecord record(ChangeKind kind, Map<String, AttributeValue> oldImage,
      Map<String, AttributeValue> newImage) {
    return new ChangeRecord(kind, KEYS, oldImage, newImage, "100", null, false);
  }

  @Test
  void aCheckpointIsToldByItsIdentityNeverByItsKey() {
    assertTrue(Checkpoints.isCheckpoint(record(ChangeKind.INSERT, null, CHECKPOINT)));
    assertTrue(Checkpoints.isCheckpoint(record(ChangeKind.REMOVE, CHECKPOINT, null)));
    assertFalse(Checkpoints.isCheckpoint(record(ChangeKind.INSERT, null, USERS)), "a user's item at a checkpoint-like key");
    assertFalse(Checkpoints.isCheckpoint(record(ChangeKind.INSERT, null, null)), "no image: never taken for one");
    assertFalse(Checkpoints.isCheckpoint(record(ChangeKind.MODIFY, CHECKPOINT, USERS)),
        "a checkpoint replaced by a user's item is the user's item now");
    assertFalse(Checkpoints.isCheckpoint(record(ChangeKind.INSERT, null,
        Map.of("pk", KEYS.get("pk"), "__entity", AttributeValue.fromS("__checkpoint")))), "half the identity");
  }
}
