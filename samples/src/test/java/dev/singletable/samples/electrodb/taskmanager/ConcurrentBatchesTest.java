package dev.singletable.samples.electrodb.taskmanager;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchGet;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.batch.BatchWriteIncompleteException;
import dev.singletable.runtime.batch.BatchWriteResult;
import dev.singletable.samples.ForwardingClient;
import dev.singletable.samples.RawItems;
import dev.singletable.test.DynamoDbExtension;
import dev.singletable.test.Faults.Fault;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;

/**
 * ElectroDB's {@code concurrent: 3}, with which the example loads its tasks ({@code
 * Task.put(tasks).go({ concurrent: 3 })}): batch chunks sent several at a time, each with its own
 * retries, reported as one batch.
 */
class ConcurrentBatchesTest {
  @RegisterExtension
  static final DynamoDbExtension HTTP = DynamoDbExtension.create()
      .table("taskmanager-load", TaskManagerService::createTableRequest).freshTablePerTest();

  static Stream<Named<DynamoDbExtension>> engines() {
    return Stream.of(Named.of("moto", HTTP));
  }

  private static List<Task> tasks(int count) {
    List<Task> tasks = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      tasks.add(new Task("t" + i, "135-53", "e" + i % 7, "task " + i, Status.OPEN, i % 13, null, null, null));
    }
    return tasks;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theExampleLoadsItsTasksThreeRequestsAtATime(DynamoDbExtension dynamo) {
    InFlight client = new InFlight(dynamo.client());
    Table table = Table.of(client, dynamo.tableName());
    TaskManagerService service = TaskManagerService.of(table);

    BatchWriteResult result = service.batchWrite().concurrent(3).putAll(TaskEntity.SCHEMA, tasks(100)).execute();

    assertTrue(result.isComplete(), result.toString());
    assertEquals(4, result.stats().requests(), "100 puts are four chunks of 25");
    assertEquals(100, RawItems.scan(table).size());
    assertEquals(3, client.most(), "three lanes, each a request at a time");

    client.most.set(0);
    service.batchWrite().putAll(TaskEntity.SCHEMA, tasks(100)).execute().requireComplete();
    assertEquals(1, client.most(), "without concurrent, one request after another");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aThrottledChunkIsSentAgainInItsLane(DynamoDbExtension dynamo) {
    Table table = Table.of(dynamo.client(), dynamo.tableName());
    dynamo.faults().next("BatchWriteItem", Fault.THROTTLED);

    BatchWriteResult result = TaskManagerService.of(table).batchWrite().concurrent(3)
        .putAll(TaskEntity.SCHEMA, tasks(100)).execute();

    assertTrue(result.isComplete(), result.toString());
    assertEquals(1, result.stats().throttledRequests());
    assertEquals(5, result.stats().requests());
    assertEquals(25, result.stats().resentOperations());
    assertEquals(100, RawItems.scan(table).size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFailedRequestStopsEveryLaneAndTheReportSaysWhatWasWritten(DynamoDbExtension dynamo) {
    Table table = Table.of(dynamo.client(), dynamo.tableName());
    dynamo.faults().next("BatchWriteItem", Fault.INTERNAL_ERROR);

    BatchWriteIncompleteException incomplete = assertThrows(BatchWriteIncompleteException.class,
        () -> TaskManagerService.of(table).batchWrite().concurrent(2).putAll(TaskEntity.SCHEMA, tasks(100)).execute());

    assertEquals(100, incomplete.written().size() + incomplete.unwritten().size());
    assertTrue(incomplete.unwritten().size() >= 25, incomplete.getMessage());
    assertEquals(incomplete.written().size(), RawItems.scan(table).size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void asyncBatchesAndBatchGetsGoConcurrentlyToo(DynamoDbExtension dynamo) {
    Table table = Table.of(dynamo.client(), dynamo.asyncClient(), dynamo.tableName());
    TaskManagerService service = TaskManagerService.of(table);

    BatchWriteResult written = service.batchWrite().concurrent(3).putAll(TaskEntity.SCHEMA, tasks(150))
        .executeAsync().join();
    assertTrue(written.isComplete(), written.toString());
    assertEquals(6, written.stats().requests());
    assertEquals(150, RawItems.scan(table).size());

    BatchGet reads = service.batchGet().concurrent(2);
    for (Task task : tasks(150)) {
      reads.get(TaskEntity.SCHEMA, TaskEntity.key(task.taskName(), task.project(), task.employee()));
    }
    BatchGetResult sync = reads.execute();
    assertEquals(150, sync.items(TaskEntity.SCHEMA).size());
    assertEquals(2, sync.stats().requests(), "150 keys are two chunks of 100");
    BatchGetResult async = reads.executeAsync().join();
    assertEquals(150, async.items(TaskEntity.SCHEMA).size());
    assertEquals(2, async.stats().requests());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void concurrencyIsAtLeastOne(DynamoDbExtension dynamo) {
    TaskManagerService service = TaskManagerService.of(Table.of(dynamo.client(), dynamo.tableName()));
    assertThrows(IllegalArgumentException.class, () -> service.batchWrite().concurrent(0));
    assertThrows(IllegalArgumentException.class, () -> service.batchGet().concurrent(-1));
  }

  /** Counts the BatchWriteItem requests in flight at once, each held a little so that lanes overlap. */
  private static final class InFlight extends ForwardingClient {
    private final AtomicInteger now = new AtomicInteger();
    final AtomicInteger most = new AtomicInteger();

    InFlight(DynamoDbClient delegate) {
      super(delegate);
    }

    int most() {
      return most.get();
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
      most.accumulateAndGet(now.incrementAndGet(), Math::max);
      try {
        Thread.sleep(300);
        return super.batchWriteItem(request);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      } finally {
        now.decrementAndGet();
      }
    }
  }
}
