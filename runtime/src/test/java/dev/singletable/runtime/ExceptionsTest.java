package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.SingleTableException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ExceptionsTest {
  @Test
  void invalidValueMessageNamesEntityFieldAndValue() {
    InvalidValueException e = new InvalidValueException("event", "seqNum", -5L, "negative values cannot be padded");
    assertEquals("event.seqNum = -5: negative values cannot be padded", e.getMessage());
    assertEquals("negative values cannot be padded", e.problem());
    assertInstanceOf(SingleTableException.class, e);
  }

  @Test
  void invalidValueMessageQuotesTextAndShortensLongValues() {
    assertEquals("e.f = \"\": is empty", new InvalidValueException("e", "f", "", "is empty").getMessage());
    String message = new InvalidValueException("e", "f", "x".repeat(10_000), "too long").getMessage();
    assertTrue(message.length() < 300, message);
    assertTrue(message.contains("10000 characters"), message);
    assertEquals("e.f = <3 bytes>: odd", new InvalidValueException("e", "f", new byte[3], "odd").getMessage());
  }

  /** A record that can hold itself: its toString() never returns once it does. */
  record Tree(List<Tree> kids) {}

  @Test
  void invalidValueMessageSurvivesAValueWhoseToStringDoesNotReturnOrFails() {
    List<Tree> kids = new ArrayList<>();
    Tree tree = new Tree(kids);
    kids.add(tree);
    InvalidValueException cyclic = new InvalidValueException("graph", "tree", tree, "contains itself");
    assertEquals("graph.tree = <" + Tree.class.getName() + ": toString() does not return>: contains itself",
        cyclic.getMessage());
    assertSame(tree, cyclic.value());
    Object failing = new Object() {
      @Override
      public String toString() {
        throw new IllegalStateException("not initialised");
      }
    };
    InvalidValueException failed = new InvalidValueException("e", "f", failing, "odd");
    assertEquals("e.f = <" + failing.getClass().getName() + ": toString() failed>: odd", failed.getMessage());
  }

  @Test
  void conditionFailedKeepsEntityKeyAndCauseAndPrintsKeyText() {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("pk", AttributeValue.fromS("CUSTOMER#XYQ"));
    key.put("sk", AttributeValue.fromS("ORDER#00001"));
    RuntimeException cause = new RuntimeException("conditional check failed");
    ConditionFailedException e = new ConditionFailedException("order", key, cause);
    assertEquals("order", e.entity());
    assertEquals(key, e.key());
    assertSame(cause, e.getCause());
    assertEquals("order: condition failed for key pk=CUSTOMER#XYQ, sk=ORDER#00001", e.getMessage());
    assertThrows(UnsupportedOperationException.class, () -> e.key().clear());
  }
}
