package dev.singletable.runtime.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

class ChangeRecordTest {
  private static final Map<String, AttributeValue> KEY = Map.of("pk", AttributeValue.fromS("A"));

  private static Record.Builder removal() {
    return Record.builder().eventID("e1").eventName(OperationType.REMOVE).dynamodb(StreamRecord.builder()
        .keys(KEY).oldImage(Map.of("pk", AttributeValue.fromS("A"), "x", AttributeValue.fromN("1")))
        .sequenceNumber("300").approximateCreationDateTime(Instant.parse("2024-05-01T10:00:00Z")).build());
  }

  @Test
  void aRemovalByTheTimeToLivePrincipalIsMarked() {
    Record ttl = removal().userIdentity(Identity.builder().type("Service").principalId("dynamodb.amazonaws.com").build())
        .build();

    ChangeRecord record = ChangeRecord.of(ttl);

    assertTrue(record.byTimeToLive());
    assertEquals(ChangeKind.REMOVE, record.kind());
    assertEquals("300", record.sequenceNumber());
    assertTrue(record.newImage().isEmpty());
    assertEquals(record.oldImage(), record.image());
  }

  @Test
  void aRemovalByAnyOtherIdentityIsNotMarked() {
    assertFalse(ChangeRecord.of(removal().build()).byTimeToLive());
    assertFalse(ChangeRecord.of(removal().userIdentity(Identity.builder().type("Service").principalId("other").build())
        .build()).byTimeToLive());
    assertFalse(ChangeRecord.of(removal().userIdentity(Identity.builder().type("User")
        .principalId("dynamodb.amazonaws.com").build()).build()).byTimeToLive());
  }

  @Test
  void aRecordWithoutItsDynamodbPartIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> ChangeRecord.of(Record.builder().eventName("INSERT").build()));
    assertThrows(IllegalArgumentException.class, () -> ChangeKind.of("UPSERT"));
  }

  @Test
  void sequenceNumbersCompareAsNumbersNotAsText() {
    List<String> numbers = new ArrayList<>(List.of("100", "99", "1000", "101", "9"));
    numbers.sort(ChangeRecord::compareSequenceNumbers);
    assertEquals(List.of("9", "99", "100", "101", "1000"), numbers);
  }
}
