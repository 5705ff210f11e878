package dev.singletable.runtime.internal.write;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.internal.codec.Limits;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/** What a transaction checks of its operations before sending, and how it names them when cancelled. */
class TransactOperationTest {
  private static Map<String, AttributeValue> key(String pk, String sk) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("pk", AttributeValue.createS(pk));
    key.put("sk", AttributeValue.createS(sk));
    return key;
  }

  @Test
  void aTransactionOver4MbIsRefusedBeforeSending() {
    List<TransactWriteItem> items = new ArrayList<>();
    List<TransactOperation> operations = new ArrayList<>();
    for (int i = 0; i < 11; i++) {
      Map<String, AttributeValue> item = new HashMap<>(Map.of("b", AttributeValue.createS("x".repeat(Limits.MAX_ITEM_BYTES - 10))));
      item.put("pk", AttributeValue.createS("T" + i));
      items.add(TransactWriteItem.builder().put(Put.builder().tableName("app").item(item).build()).build());
      operations.add(new TransactOperation("put", "note", Map.of("pk", AttributeValue.createS("T" + i))));
    }
    assertDoesNotThrow(() -> TransactOperation.checkSize(items.subList(0, 10), operations.subList(0, 10)));
    SingleTableException e = assertThrows(SingleTableException.class, () -> TransactOperation.checkSize(items, operations));
    assertTrue(e.getMessage().contains("4 MB") && e.getMessage().contains("nothing was sent"), e::getMessage);
  }

  @Test
  void reasonsAreReadFromTheMessageWhenDynamoDbGivesNoneAndNamedPerOperation() {
    List<TransactOperation> operations = List.of(
        new TransactOperation("put", "order", key("CUSTOMER#C1", "ORDER#00001")),
        new TransactOperation("create", "customer", key("CUSTOMER#P1", "#PROFILE")));
    TransactionCanceledException parsed = WriteFailures.canceled(
        software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException.builder()
            .message("Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]")
            .build(),
        operations);
    assertEquals(List.of("None", "TransactionConflict"), List.of(parsed.reasons().get(0).code(), parsed.reasons().get(1).code()));
    assertTrue(parsed.getMessage().startsWith("transaction cancelled: operation 1 (create customer key pk=CUSTOMER#P1, sk=#PROFILE) "
        + "failed: TransactionConflict"), parsed.getMessage());

    TransactionCanceledException structured = WriteFailures.canceled(
        software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException.builder()
            .message("cancelled")
            .cancellationReasons(CancellationReason.builder().code("ConditionalCheckFailed").message("The conditional request failed").build(),
                CancellationReason.builder().code("None").build())
            .build(),
        operations);
    assertEquals("transaction cancelled: operation 0 (put order key pk=CUSTOMER#C1, sk=ORDER#00001) failed: "
        + "ConditionalCheckFailed (The conditional request failed)", structured.getMessage());
    assertEquals(Map.of(), structured.reasons().get(0).item());

    TransactionCanceledException unknown = WriteFailures.canceled(
        software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException.builder().message("cancelled").build(),
        operations);
    assertEquals(2, unknown.failures().size());
    assertEquals(TransactionCanceledException.UNKNOWN, unknown.failures().get(0).code());
  }
}
