package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchFailure;
import dev.singletable.runtime.batch.BatchOperation;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.batch.BatchWriteIncompleteException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.hardening.Doc;
import dev.singletable.samples.hardening.DocEntity;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * The twin of {@code RefusedBeforeSendingTest} and {@code DynamoDbLimitsTest}: values DynamoDB would
 * refuse, or store as another value, fail the future with {@link InvalidValueException} and no
 * request is sent (counted by {@link CountingAsyncClient}); values at each limit are stored.
 */
class AsyncRefusedBeforeSendingTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  /** A fresh table, and the documents of it through an async client that counts every request. */
  private record Bench(Table table, DocEntity docs, CountingAsyncClient counted, Table countedTable) {
    DocEntity countedDocs() {
      return DocEntity.of(countedTable);
    }
  }

  private static Bench bench(AsyncEngines.Engine engine, String prefix) {
    Table table = engine.newTable(prefix, DocEntity.SCHEMA);
    CountingAsyncClient counted = new CountingAsyncClient(table.asyncClient());
    return new Bench(table, DocEntity.of(table), counted, Table.of(table.client(), counted, table.name()));
  }

  private static Doc doc(String tenant, String id) {
    return new Doc(tenant, id, Map.of("title", "doc " + id));
  }

  private static Doc doc(String tenant, String id, Object payload) {
    return new Doc(tenant, id, Map.of("v", payload));
  }

  /**
   * The refusal of a value by an operation and its async terminal: a builder step that takes the
   * value as a key component may refuse it at once, before any future exists (as the sync twin does);
   * once built, the terminal never throws, and its future fails with the refusal.
   */
  private static <B, X extends Throwable> X refused(Class<X> type, Supplier<B> build,
      Function<B, CompletableFuture<?>> terminal) {
    B operation;
    try {
      operation = build.get();
    } catch (RuntimeException e) {
      return assertInstanceOf(type, e, "the builder refused the value with " + e);
    }
    CompletableFuture<?> future;
    try {
      future = terminal.apply(operation);
    } catch (RuntimeException e) {
      throw new AssertionError("the async terminal threw instead of failing its future", e);
    }
    return failure(type, future);
  }

  private static InvalidValueException refused(Supplier<CompletableFuture<?>> terminal) {
    return refused(InvalidValueException.class, () -> null, ignored -> terminal.get());
  }

  /** At the limit: stored and read back; beyond it: the future fails naming the field, with nothing sent. */
  private static void atAndBeyond(Bench bench, Doc at, Doc beyond, String field) {
    await(bench.docs().put(at).executeAsync());
    assertEquals(Optional.of(at), await(bench.docs().get(at.tenant(), at.id()).executeAsync()),
        "DynamoDB stores the value at the limit");

    int before = bench.counted().requests();
    InvalidValueException refused = refused(() -> bench.countedDocs().put(beyond).executeAsync());
    assertEquals("doc", refused.entity());
    assertTrue(refused.field().startsWith(field), refused.field());
    refused(() -> bench.countedDocs().create(beyond).executeAsync());
    assertEquals(before, bench.counted().requests(), "nothing was sent");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aLoneSurrogateTenantIsRefusedAndNeverReachesTenantQuestionMark(AsyncEngines.Engine engine) {
    Bench bench = bench(engine, "tenants");
    await(bench.docs().put(doc("?", "1")).executeAsync());
    DocEntity docs = bench.countedDocs();

    InvalidValueException put = refused(() -> docs.put(doc("\uD800", "1")).executeAsync());
    assertEquals("tenant", put.field());
    refused(() -> docs.create(doc("\uD800", "1")).executeAsync());
    refused(InvalidValueException.class, () -> docs.get("\uD800", "1"), get -> get.executeAsync());
    refused(InvalidValueException.class, () -> docs.delete("\uD800", "1"), delete -> delete.executeAsync());
    refused(InvalidValueException.class, () -> docs.query().primary("\uDC00"), query -> query.listAsync());
    refused(InvalidValueException.class, () -> docs.query().primary("?").idBeginsWith("\uD83D"),
        query -> query.pageAsync());
    refused(InvalidValueException.class, () -> TransactWrite.of(bench.countedTable())
        .put(DocEntity.SCHEMA, doc("\uD800", "2")), TransactWrite::executeAsync);
    assertEquals(0, bench.counted().requests());
    await(docs.get("?", "1").executeAsync());
    assertEquals(1, bench.counted().requests(), "a valid read is counted, so the zero above means nothing was sent");

    assertEquals(List.of(doc("?", "1")), await(bench.docs().query().primary("?").listAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aDeepOrSelfReferencingPayloadIsRefusedWithNoRequestSent(AsyncEngines.Engine engine) {
    Bench bench = bench(engine, "deep");
    Map<String, Object> self = new HashMap<>();
    self.put("self", self);
    List<Object> deep = new ArrayList<>();
    List<Object> inner = deep;
    for (int i = 0; i < 10_000; i++) {
      List<Object> next = new ArrayList<>();
      inner.add(next);
      inner = next;
    }

    InvalidValueException cycle = refused(() -> bench.countedDocs().put(new Doc("acme", "1", self)).executeAsync());
    assertEquals("doc", cycle.entity());
    assertEquals("payload", cycle.field());
    refused(() -> bench.countedDocs().put(new Doc("acme", "2", Map.of("list", deep))).executeAsync());
    assertEquals(0, bench.counted().requests());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aBatchWithOneInvalidItemAmongSixtyWritesNothing(AsyncEngines.Engine engine) {
    Bench bench = bench(engine, "batch-invalid");
    List<Doc> docs = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      docs.add(doc("acme", Integer.toString(i)));
    }
    docs.set(45, new Doc("acme", "45", Map.of("bad", "\uDC00")));
    Table counted = bench.countedTable();

    InvalidValueException e = refused(InvalidValueException.class,
        () -> BatchWrite.of(counted).putAll(DocEntity.SCHEMA, docs), BatchWrite::executeAsync);
    assertTrue(e.getMessage().contains("pk=acme, sk=DOC#45"), e::getMessage);
    assertEquals(0, bench.counted().requests());
    assertEquals(List.of(), await(bench.docs().query().primary("acme").listAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aBatchWhoseSecondRequestFailsReportsWhatWasWritten(AsyncEngines.Engine engine) {
    Table table = engine.newTable("batch-broken", DocEntity.SCHEMA);
    List<Doc> docs = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      docs.add(doc("acme", String.format("%02d", i)));
    }
    Table broken = Table.of(table.client(), new CountingAsyncClient(table.asyncClient(), 2), table.name());

    BatchWriteIncompleteException e = failure(BatchWriteIncompleteException.class,
        BatchWrite.of(broken).putAll(DocEntity.SCHEMA, docs).executeAsync());

    assertTrue(e.getCause() instanceof SdkClientException, e::toString);
    assertEquals(25, e.written().size());
    assertEquals(35, e.unwritten().size());
    List<String> written = e.written().stream().map(BatchOperation::key).map(k -> k.get("sk").s()).toList();
    List<String> stored = await(DocEntity.of(table).query().primary("acme").listAsync()).stream()
        .map(d -> "DOC#" + d.id()).toList();
    assertEquals(written, stored);
    List<BatchFailure> inFailed = e.unwritten().stream().filter(f -> f.reason().contains("request that failed")).toList();
    assertEquals(25, inFailed.size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void keysStopAtDynamoDbsByteLimits(AsyncEngines.Engine engine) {
    Bench bench = bench(engine, "limits-keys");
    atAndBeyond(bench, doc("\u00e9".repeat(1024), "1", "x"), doc("\u00e9".repeat(1024) + "a", "1", "x"), "pk");
    // "DOC#" is 4 bytes; an emoji is 4 bytes of UTF-8 and two Java chars.
    atAndBeyond(bench, doc("t", "\uD83D\uDE00".repeat(255), "x"), doc("t", "\uD83D\uDE00".repeat(255) + "a", "x"), "sk");
    InvalidValueException empty = refused(() -> bench.countedDocs().put(doc("", "1", "x")).executeAsync());
    assertEquals("pk", empty.field());
    refused(InvalidValueException.class, () -> bench.countedDocs().get("", "1"), get -> get.executeAsync());
    assertEquals(0, bench.counted().requests());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void numbersStopAt38SignificantDigitsAndDynamoDbsRange(AsyncEngines.Engine engine) {
    Bench bench = bench(engine, "limits-numbers");
    atAndBeyond(bench, doc("t", "digits", new BigDecimal("1" + "2".repeat(37))),
        doc("t", "digits", new BigDecimal("1" + "2".repeat(38))), "payload");
    atAndBeyond(bench, doc("t", "large", new BigDecimal("9.9999999999999999999999999999999999999E+125")),
        doc("t", "large", new BigDecimal("1E+126")), "payload");
    atAndBeyond(bench, doc("t", "small", new BigDecimal("1E-130")), doc("t", "small", new BigDecimal("1E-131")), "payload");
    atAndBeyond(bench, doc("t", "negative", new BigDecimal("-1E-130")), doc("t", "negative", new BigDecimal("-1E+126")),
        "payload");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void documentsNestAtMostAsDeepAsDynamoDbStoresAndItemsStopAt400Kilobytes(AsyncEngines.Engine engine) {
    Function<Integer, Object> nested = depth -> {
      Object value = "leaf";
      for (int i = 0; i < depth; i++) {
        value = List.of(value);
      }
      return value;
    };
    Bench bench = bench(engine, "limits-docs");
    // The payload map is level 1 and its "v" list level 2: 30 more lists inside make 31 nested in all.
    atAndBeyond(bench, doc("t", "deep", nested.apply(30)), doc("t", "deep", nested.apply(31)), "payload");
    LargeItemAnswers answers = new LargeItemAnswers(bench.table().asyncClient());
    Table answered = Table.of(bench.table().client(), answers, bench.table().name());
    Doc big = doc("t", "big", "x".repeat(399 * 1024));
    atAndBeyond(new Bench(answered, DocEntity.of(answered), bench.counted(), bench.countedTable()), big,
        doc("t", "big", "x".repeat(400 * 1024)), "(item)");
    assertEquals(1, answers.puts.size());
    assertEquals(DocEntity.toItem(big).get("payload"), answers.puts.get(0).item().get("payload"),
        "the put sent the item at the limit");
  }

  /**
   * The engine for the item of 399 KB, which DynamoDB stores and moto refuses (moto's limit is 405,000
   * bytes; Service quotas, "Item size": "The maximum item size in DynamoDB is 400 KB, which includes both
   * attribute name binary length (UTF-8 length) and attribute value lengths (again binary length)"): its
   * put is answered as DynamoDB answers it, with nothing, and kept; a get is answered with the item put.
   * (The test kit's {@link dev.singletable.test.FaultyHttpClient} is an HTTP client of the sync clients.)
   */
  private static final class LargeItemAnswers extends ForwardingAsyncClient {
    final List<PutItemRequest> puts = new CopyOnWriteArrayList<>();

    LargeItemAnswers(DynamoDbAsyncClient engine) {
      super(engine);
    }

    @Override
    public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
      puts.add(request);
      return CompletableFuture.completedFuture(PutItemResponse.builder().build());
    }

    @Override
    public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
      return CompletableFuture.completedFuture(GetItemResponse.builder().item(puts.get(puts.size() - 1).item()).build());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aTransactionOverFourMegabytesIsRefusedBeforeSending(AsyncEngines.Engine engine) {
    Bench bench = bench(engine, "limits-tx");
    TransactWrite transaction = TransactWrite.of(bench.countedTable());
    for (int i = 0; i < 11; i++) {
      transaction.put(DocEntity.SCHEMA, doc("t", "part-" + i, "x".repeat(390 * 1024)));
    }

    SingleTableException refused = refused(SingleTableException.class, () -> transaction, TransactWrite::executeAsync);
    assertTrue(refused.getMessage().contains("4"), refused.getMessage());
    assertEquals(0, bench.counted().requests());
  }
}
