package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.batch.BatchStats;
import dev.singletable.runtime.batch.BatchWriteResult;
import dev.singletable.runtime.collection.CollectionPage;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.operation.TransactGet;
import dev.singletable.samples.events.AggregateMeta;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.events.SnapshotEntity;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.relationships.Customer;
import dev.singletable.samples.relationships.CustomerEntity;
import dev.singletable.samples.relationships.Order;
import dev.singletable.samples.relationships.OrderEntity;
import dev.singletable.samples.relationships.QuestionEntity;
import dev.singletable.samples.relationships.RelationshipsDemo;
import dev.singletable.samples.relationships.RelationshipsService;
import dev.singletable.samples.taskapp.Employee;
import dev.singletable.samples.taskapp.EmployeeEntity;
import dev.singletable.samples.taskapp.OfficeEntity;
import dev.singletable.samples.taskapp.TaskAppDemo;
import dev.singletable.samples.taskapp.TaskEntity;
import dev.singletable.samples.taskapp.TaskappService;
import dev.singletable.test.DynamoDbExtension;
import dev.singletable.test.Faults.Fault;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The README's transactions, batches and collections, run as written on the engine (the README
 * shows the regions between {@code // readme:} markers, see {@link ReadmeSnippets}). Batches run
 * with DynamoDB leaving items unprocessed, injected by the test kit, so that their retries are what
 * the README describes.
 */
class ReadmeServiceExampleTest {
  @org.junit.jupiter.api.extension.RegisterExtension
  static final DynamoDbExtension HTTP = DynamoDbExtension.create()
      .table("readme-service", EventsService::createTableRequest).freshTablePerTest();

  static Stream<Named<DynamoDbExtension>> engines() {
    return Stream.of(Named.of("moto", HTTP));
  }

  private static EventsService service(DynamoDbExtension dynamo) {
    return EventsService.of(Table.of(dynamo.client(), dynamo.tableName()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeTransactionsApplyAllOrNothingAndNameTheFailingOperation(DynamoDbExtension dynamo) {
    EventsService service = service(dynamo);

    // readme: transactions
    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A", Map.of(), "u_alice", Instant.now());
    service.transactWrite()                                 // one TransactWriteItems: all or nothing
        .put(AggregateMetaEntity.SCHEMA, new AggregateMeta("order", "1234", 1, null, null))
        .create(EventEntity.SCHEMA, placed)
        .execute();

    TransactGet reads = service.transactGet();              // one TransactGetItems: a consistent snapshot
    TransactGet.Ref<AggregateMeta> meta = reads.get(AggregateMetaEntity.SCHEMA, AggregateMetaEntity.key("order", "1234"));
    TransactGet.Ref<Event> first = reads.get(EventEntity.SCHEMA, EventEntity.key("order", "1234", 1L));
    reads.execute();
    meta.value();                                           // Optional[AggregateMeta[... currentSeqNum=1 ...]]
    first.value();                                          // Optional.of(placed)
    assertEquals(1L, meta.value().orElseThrow().currentSeqNum());
    assertEquals(Optional.of(placed), first.value());

    try {
      service.transactWrite()
          .update(AggregateMetaEntity.SCHEMA, service.aggregateMetas().update("order", "1234")
              .set(AggregateMetaEntity.CURRENT_SEQ_NUM, 2L)
              .condition(AggregateMetaEntity.CURRENT_SEQ_NUM.eq(1L)))
          .create(EventEntity.SCHEMA, placed)               // seqNum 1 is taken: this create fails
          .execute();
      fail("the transaction is cancelled");
    } catch (TransactionCanceledException e) {              // nothing was applied, not even the update
      List<TransactionCanceledException.Reason> reasons = e.reasons();   // one per operation, in order
      reasons.get(0).code();                                // "None": the update was not the cause
      assertEquals(2, reasons.size());
      assertEquals(TransactionCanceledException.NONE, reasons.get(0).code());
      TransactionCanceledException.Reason failed = e.failures().get(0);
      failed.index();                                       // 1
      failed.operation();                                   // "create"
      failed.entity();                                      // "event"
      failed.key();                                         // EventEntity.key("order", "1234", 1L)
      failed.code();                                        // "ConditionalCheckFailed"
      Event found = EventEntity.fromItem(failed.item());    // what the create found at its key
      assertEquals(1, e.failures().size());
      assertEquals(1, failed.index());
      assertEquals("create", failed.operation());
      assertEquals("event", failed.entity());
      assertEquals(EventEntity.key("order", "1234", 1L), failed.key());
      assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, failed.code());
      assertEquals(placed, found);
      assertTrue(e.getMessage().startsWith("transaction cancelled: operation 1 (create event key "
          + "pk=AGGREGATE#order#1234, sk=EVENT#000000000001) failed: ConditionalCheckFailed"), e.getMessage());
    }
    // readme: end
    assertEquals(1L, service.aggregateMetas().get("order", "1234").execute().orElseThrow().currentSeqNum(),
        "the update of the cancelled transaction was not applied");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeBatchesResendWhatDynamoDbLeftUnprocessed(DynamoDbExtension dynamo) {
    EventsService service = service(dynamo);
    dynamo.faults().next("BatchWriteItem", Fault.UNPROCESSED).next("BatchGetItem", Fault.UNPROCESSED);

    // readme: batches
    List<Event> imported = new ArrayList<>();
    for (int seq = 1; seq <= 60; seq++) {
      imported.add(new Event("order", "5678", seq, "LineAdded", "L" + seq, Map.of(), "import", Instant.now()));
    }
    BatchWriteResult written = service.batchWrite()
        .putAll(EventEntity.SCHEMA, imported)
        .delete(SnapshotEntity.SCHEMA, SnapshotEntity.key("order", "5678"))
        .execute()                 // requests of 25, 25 and 11 operations; unprocessed ones are resent
        .requireComplete();        // throws SingleTableException naming what was still left, if any
    written.stats();               // BatchStats[requests=4, throttledRequests=0, resentOperations=25]
                                   // when DynamoDB left the first request's 25 unprocessed once
    assertEquals(new BatchStats(4, 0, 25), written.stats());
    assertEquals(61, written.operations());
    assertEquals(imported, service.events().query().primary("order", "5678").list());

    BatchGetResult read = service.batchGet()
        .getAll(EventEntity.SCHEMA, List.of(EventEntity.key("order", "5678", 1L), EventEntity.key("order", "5678", 2L)))
        .get(AggregateMetaEntity.SCHEMA, AggregateMetaEntity.key("order", "5678"))
        .execute()                 // one BatchGetItem per 100 keys; unprocessed keys are asked for again
        .requireComplete();
    read.items(EventEntity.SCHEMA);                                                   // the two events, in no set order
    read.item(AggregateMetaEntity.SCHEMA, AggregateMetaEntity.key("order", "5678"));  // Optional.empty(): none stored
    assertEquals(new BatchStats(2, 0, 3), read.stats());
    assertEquals(List.of(imported.get(0), imported.get(1)),
        read.items(EventEntity.SCHEMA).stream().sorted(java.util.Comparator.comparingLong(Event::seqNum)).toList());
    assertEquals(Optional.empty(), read.item(AggregateMetaEntity.SCHEMA, AggregateMetaEntity.key("order", "5678")));
    // readme: end
    assertEquals(List.of("BatchWriteItem UNPROCESSED", "BatchGetItem UNPROCESSED"), dynamo.faults().applied());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeBatchListsWhatIsStillUnprocessedAfterItsLastAttempt(DynamoDbExtension dynamo) {
    EventsService service = service(dynamo);
    List<Event> imported = new ArrayList<>();
    for (int seq = 1; seq <= 30; seq++) {
      imported.add(new Event("order", "5678", seq, "LineAdded", "L" + seq, Map.of(), "import", Instant.now()));
    }
    dynamo.faults().next("BatchWriteItem", Fault.UNPROCESSED, 2);

    // readme: batch-retries
    BatchWriteResult result = service.batchWrite()
        .backoff(Backoff.of(2, Duration.ofMillis(50), Duration.ofSeconds(1)))   // 2 sends per item (default: 10)
        .putAll(EventEntity.SCHEMA, imported)
        .execute();
    if (!result.isComplete()) {                              // DynamoDB still left items after the last attempt
      List<Event> notWritten = result.failedPuts(EventEntity.SCHEMA);   // the records to put again later
      result.failures();           // one BatchFailure each: operation, entity, key, attempts, reason
      assertEquals(imported.subList(0, 25), notWritten);
      assertEquals(25, result.failures().size());
      assertEquals(2, result.failures().get(0).attempts());
      assertEquals("event", result.failures().get(0).entity());
    }
    // readme: end
    assertFalse(result.isComplete());
    assertEquals(imported.subList(25, 30), service.events().query().primary("order", "5678").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeCollectionsReadEveryMemberOfAPartition(DynamoDbExtension dynamo) {
    Table relationships = Engines.newTable(engine(dynamo), "readme-relationships",
        CustomerEntity.SCHEMA, OrderEntity.SCHEMA, QuestionEntity.SCHEMA);
    RelationshipsDemo.seedCustomers(relationships);
    RelationshipsService service = RelationshipsService.of(relationships);
    Table workplaces = Engines.newTable(engine(dynamo), "readme-taskapp",
        EmployeeEntity.SCHEMA, OfficeEntity.SCHEMA, TaskEntity.SCHEMA);
    TaskAppDemo.seed(workplaces);
    TaskappService taskapp = TaskappService.of(workplaces);

    // readme: collections
    RelationshipsService.CustomerCollection all = service.customer("XYQ").list();   // one Query
    all.customer();                                          // Optional[Customer[customerId=XYQ, name=Tom]]
    all.orders();                                            // [Order[customerId=XYQ, orderId=1], ...]
    all.questions();                                         // in sort-key order: question 2, then 1
    assertEquals(Optional.of(new Customer("XYQ", "Tom")), all.customer());
    assertEquals(List.of(new Order("XYQ", 1), new Order("XYQ", 2)), all.orders());
    assertEquals(List.of(2, 1), all.questions().stream().map(q -> q.questionId()).toList());

    service.customer("XYQ").fromCustomer().limit(11).list();              // the customer and its first 10 orders
    service.customer("XYQ").upToCustomer().descending().limit(11).list(); // the customer and its last 10 questions
    assertEquals(List.of(), service.customer("XYQ").fromCustomer().limit(11).list().questions());
    assertEquals(List.of(), service.customer("XYQ").upToCustomer().descending().limit(11).list().orders());

    CollectionPage<RelationshipsService.CustomerCollection> page = service.customer("XYQ").limit(3).page();
    page.items().questions();                                // the first 3 items, grouped: 2 questions, the customer
    RelationshipsService.CustomerCollection rest =
        service.customer("XYQ").startAfter(page.cursor().orElseThrow()).page().items();   // the 2 orders
    assertEquals(2, page.items().questions().size());
    assertTrue(page.items().customer().isPresent());
    assertEquals(List.of(), page.items().orders());
    assertEquals(List.of(new Order("XYQ", 1), new Order("XYQ", 2)), rest.orders());
    assertEquals(Optional.empty(), rest.customer());

    Stream<RelationshipsService.Item> items = service.customer("XYQ").stream();   // sealed items, lazily
    long n = service.customer("XYQ").count();                // 5: Select.COUNT, every page
    assertEquals(5, items.count());
    assertEquals(5L, n);

    TaskappService.WorkplacesCollection zoo = taskapp.workplaces("gw-zoo").list();   // one Query of gsi1
    zoo.office();                                            // Optional[Office[office=gw-zoo, ..., city=Seattle, ...]]
    zoo.employees();                                         // jlowe and ssmith, in gsi1 sort-key order
    assertEquals("Seattle", zoo.office().orElseThrow().city());
    assertEquals(List.of("jlowe", "ssmith"), zoo.employees().stream().map(Employee::employee).toList());
    // readme: end
  }

  private static SampleEngine engine(DynamoDbExtension dynamo) {
    return SampleEngine.of(dynamo.engine());
  }
}
