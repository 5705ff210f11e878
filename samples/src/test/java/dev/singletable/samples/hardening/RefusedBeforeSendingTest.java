package dev.singletable.samples.hardening;

import dev.singletable.samples.CountingClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchFailure;
import dev.singletable.runtime.batch.BatchOperation;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.batch.BatchWriteIncompleteException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.core.exception.SdkClientException;

/**
 * Values DynamoDB would refuse, or store as another value, are refused before a request is sent:
 * a tenant {@code "\uD800"} would otherwise reach DynamoDB as {@code "?"} and read and overwrite
 * tenant {@code "?"}'s items.
 */
class RefusedBeforeSendingTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static Doc doc(String tenant, String id) {
    return new Doc(tenant, id, Map.of("title", "doc " + id));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aLoneSurrogateTenantIsRefusedAndNeverReachesTenantQuestionMark(SampleEngine engine) {
    Table table = Engines.newTable(engine, "tenants", DocEntity.SCHEMA);
    DocEntity.of(table).put(doc("?", "1")).execute();
    CountingClient client = new CountingClient(engine.client());
    DocEntity docs = DocEntity.of(Table.of(client, table.name()));

    InvalidValueException put = assertThrows(InvalidValueException.class, () -> docs.put(doc("\uD800", "1")).execute());
    assertEquals("tenant", put.field());
    assertThrows(InvalidValueException.class, () -> docs.get("\uD800", "1").execute());
    assertThrows(InvalidValueException.class, () -> docs.query().primary("\uDC00").list());
    assertThrows(InvalidValueException.class, () -> docs.query().primary("?").idBeginsWith("\uD83D").list());
    assertEquals(0, client.requests());
    docs.get("?", "1").execute();
    assertEquals(1, client.requests(), "a valid read is counted, so the zero above means nothing was sent");

    assertEquals(List.of(doc("?", "1")), DocEntity.of(table).query().primary("?").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aDeepOrSelfReferencingPayloadIsRefusedWithNoRequestSent(SampleEngine engine) {
    Table table = Engines.newTable(engine, "deep", DocEntity.SCHEMA);
    CountingClient client = new CountingClient(engine.client());
    DocEntity docs = DocEntity.of(Table.of(client, table.name()));
    Map<String, Object> self = new HashMap<>();
    self.put("self", self);
    List<Object> deep = new ArrayList<>();
    List<Object> inner = deep;
    for (int i = 0; i < 10_000; i++) {
      List<Object> next = new ArrayList<>();
      inner.add(next);
      inner = next;
    }

    InvalidValueException cycle = assertThrows(InvalidValueException.class,
        () -> docs.put(new Doc("acme", "1", self)).execute());
    assertEquals("doc", cycle.entity());
    assertEquals("payload", cycle.field());
    assertThrows(InvalidValueException.class, () -> docs.put(new Doc("acme", "2", Map.of("list", deep))).execute());
    assertEquals(0, client.requests());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aBatchWithOneInvalidItemAmongSixtyWritesNothing(SampleEngine engine) {
    Table table = Engines.newTable(engine, "batch-invalid", DocEntity.SCHEMA);
    CountingClient client = new CountingClient(engine.client());
    List<Doc> docs = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      docs.add(doc("acme", Integer.toString(i)));
    }
    docs.set(45, new Doc("acme", "45", Map.of("bad", "\uDC00")));

    InvalidValueException e = assertThrows(InvalidValueException.class,
        () -> BatchWrite.of(Table.of(client, table.name())).putAll(DocEntity.SCHEMA, docs).execute());
    assertTrue(e.getMessage().contains("pk=acme, sk=DOC#45"), e::getMessage);
    assertEquals(0, client.requests());
    assertEquals(List.of(), DocEntity.of(table).query().primary("acme").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aBatchWhoseSecondRequestFailsReportsWhatWasWritten(SampleEngine engine) {
    Table table = Engines.newTable(engine, "batch-broken", DocEntity.SCHEMA);
    List<Doc> docs = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      docs.add(doc("acme", String.format("%02d", i)));
    }

    BatchWriteIncompleteException e = assertThrows(BatchWriteIncompleteException.class,
        () -> BatchWrite.of(Table.of(new CountingClient(engine.client(), 2), table.name())).putAll(DocEntity.SCHEMA, docs).execute());

    assertTrue(e.getCause() instanceof SdkClientException, e::toString);
    assertEquals(25, e.written().size());
    assertEquals(35, e.unwritten().size());
    List<String> written = e.written().stream().map(BatchOperation::key).map(k -> k.get("sk").s()).toList();
    List<String> stored = DocEntity.of(table).query().primary("acme").list().stream().map(d -> "DOC#" + d.id()).toList();
    assertEquals(written, stored);
    List<BatchFailure> inFailed = e.unwritten().stream().filter(f -> f.reason().contains("request that failed")).toList();
    assertEquals(25, inFailed.size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aRefusedAttributeOfAPutOrATransactionNamesTheItemsKey(SampleEngine engine) {
    Table table = Engines.newTable(engine, "named", DocEntity.SCHEMA);
    Doc bad = new Doc("acme", "7", Map.of("title", "broken \uDC00 text"));

    InvalidValueException put = assertThrows(InvalidValueException.class, () -> DocEntity.of(table).put(bad).execute());
    InvalidValueException inTransaction = assertThrows(InvalidValueException.class,
        () -> dev.singletable.runtime.operation.TransactWrite.of(table).put(DocEntity.SCHEMA, bad));

    for (InvalidValueException refused : List.of(put, inTransaction)) {
      assertEquals("doc", refused.entity());
      assertTrue(refused.field().startsWith("payload"), refused.field());
      assertEquals(java.util.Optional.of("pk=acme, sk=DOC#7"), refused.key());
      assertTrue(refused.getMessage().contains("pk=acme, sk=DOC#7"), refused.getMessage());
    }
  }
}
