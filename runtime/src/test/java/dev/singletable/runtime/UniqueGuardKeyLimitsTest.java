package dev.singletable.runtime;

import static dev.singletable.runtime.TransactUniqueGuardsTest.MEMBERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.TransactUniqueGuardsTest.Member;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.TransactWrite;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The guard key of a {@code @Unique} value is checked against DynamoDB's key limits before anything
 * is sent, as every other key is: the guard's key is its partition key and its sort key, so a value
 * whose guard key passes 1,024 bytes is refused, naming the entity, the attribute and the value.
 */
class UniqueGuardKeyLimitsTest {
  /** "_unique#member#email#" is 21 bytes: these e-mails make guard keys of 1,025 and 2,049 bytes. */
  static Stream<String> tooLong() {
    return Stream.of("a".repeat(1025 - 21), "a".repeat(2049 - 21));
  }

  @ParameterizedTest
  @MethodSource("tooLong")
  void aValueWhoseGuardKeyIsTooLongIsRefusedBeforeSending(String email) throws Exception {
    RequestCounter counter = new RequestCounter();
    Table table = LocalEngines.newTable(LocalEngines.http(counter), "guard-limits", MEMBERS);
    int before = counter.requests().size();

    InvalidValueException sync = assertThrows(InvalidValueException.class,
        () -> PutOperation.create(table, MEMBERS, new Member("m1", email)).execute());
    Throwable async = assertThrows(java.util.concurrent.ExecutionException.class,
        () -> PutOperation.create(table, MEMBERS, new Member("m1", email)).executeAsync().get(30, TimeUnit.SECONDS))
        .getCause();
    InvalidValueException inTransaction = assertThrows(InvalidValueException.class,
        () -> TransactWrite.of(table).create(MEMBERS, new Member("m1", email)));

    assertEquals(before, counter.requests().size(), "nothing was sent");
    for (InvalidValueException e : new InvalidValueException[] {sync, (InvalidValueException) async, inTransaction}) {
      assertEquals("member", e.entity());
      assertEquals("email", e.field());
      assertTrue(e.getMessage().contains("guard key"), e.getMessage());
      assertTrue(e.getMessage().contains("DynamoDB takes at most 1024"), e.getMessage());
    }
    assertEquals(0, LocalEngines.count(table));
  }

  @Test
  void aValueWhoseGuardKeyIsAtTheLimitIsClaimed() {
    Table table = LocalEngines.newTable(LocalEngines.http(), "guard-limits", MEMBERS);

    PutOperation.create(table, MEMBERS, new Member("m1", "a".repeat(1024 - 21))).execute();

    assertEquals(2, LocalEngines.count(table), "the member and its guard");
  }
}
