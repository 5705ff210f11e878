package dev.singletable.samples.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ReservedItemException;
import dev.singletable.runtime.stream.AsyncStreamReader;
import dev.singletable.runtime.stream.StreamReader;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.numberkeys.Chunk;
import dev.singletable.samples.numberkeys.ChunkEntity;
import dev.singletable.samples.numberkeys.ChunksService;
import dev.singletable.samples.numberkeys.Reading;
import dev.singletable.samples.numberkeys.ReadingEntity;
import dev.singletable.samples.numberkeys.ReadingsService;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.ShopService;
import dev.singletable.test.DynamoDbEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Where stream readers keep their checkpoints and how they tell them from the table's items: tables
 * keyed by numbers and by bytes are read and checkpointed like string-keyed ones, by the sync and
 * the async reader; an item of the user's whose key starts like a checkpoint's is delivered; an item
 * of the user's at a checkpoint's very key is never replaced; a reader that could not tell its
 * checkpoints from the user's items is refused when it is built, and reads once it keeps them in
 * another table.
 */
class StreamCheckpointsTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  static Stream<Named<DynamoDbEngine>> engines() {
    return Stream.of(Named.of("moto", DynamoDbEngine.shared()));
  }

  private static Table create(DynamoDbEngine engine, CreateTableRequest request) {
    engine.client().createTable(request);
    return Table.of(engine.client(), engine.asyncClient(), request.tableName());
  }

  private static String name(String prefix) {
    return prefix + "-checkpoints-" + TABLES.incrementAndGet();
  }

  private static Table numberKeyed(DynamoDbEngine engine) {
    Table table = create(engine, ReadingsService.createTableRequest(name("numbers"), StreamViewType.NEW_AND_OLD_IMAGES));
    for (int at = 1; at <= 5; at++) {
      ReadingEntity.of(table).put(new Reading(7, at, "r" + at)).execute();
    }
    return table;
  }

  private static Table binaryKeyed(DynamoDbEngine engine) {
    Table table = create(engine, ChunksService.createTableRequest(name("bytes"), StreamViewType.NEW_AND_OLD_IMAGES));
    for (int i = 1; i <= 5; i++) {
      ChunkEntity.of(table).put(new Chunk(new byte[] {1, 2}, new byte[] {(byte) i, 0, (byte) 0xff}, i)).execute();
    }
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aReaderReadsAndCheckpointsATableKeyedByNumbers(DynamoDbEngine engine) {
    Table table = numberKeyed(engine);
    List<ReadingsService.Change> seen = new ArrayList<>();

    int delivered = StreamReaderTest.readAll(
        StreamReader.builder(engine.streamsClient(), table, ReadingsService::change).build(), seen::add, 5);

    assertEquals(5, delivered);
    seen.forEach(change -> assertInstanceOf(ReadingsService.ReadingChange.class, change));
    // A reader built later resumes after the checkpoints: nothing comes again.
    assertEquals(0, StreamReader.builder(engine.streamsClient(), table, ReadingsService::change).build()
        .poll(change -> seen.add(change)));
    assertEquals(5, seen.size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anAsyncReaderReadsAndCheckpointsATableKeyedByNumbers(DynamoDbEngine engine) {
    Table table = numberKeyed(engine);
    List<ReadingsService.Change> seen = new ArrayList<>();

    int delivered = AsyncStreamReaderTest.readAll(
        AsyncStreamReader.builder(engine.streamsAsyncClient(), table, ReadingsService::change).build(), seen::add, 5);

    assertEquals(5, delivered);
    assertEquals(0, AsyncStreamReader.builder(engine.streamsAsyncClient(), table, ReadingsService::change).build()
        .pollAsync(seen::add).join());
    assertEquals(5, seen.size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readersReadAndCheckpointATableKeyedByBytes(DynamoDbEngine engine) {
    Table table = binaryKeyed(engine);
    List<ChunksService.Change> seen = new ArrayList<>();

    int delivered = StreamReaderTest.readAll(
        StreamReader.builder(engine.streamsClient(), table, ChunksService::change).build(), seen::add, 5);

    assertEquals(5, delivered);
    seen.forEach(change -> assertInstanceOf(ChunksService.ChunkChange.class, change));
    assertEquals(0, AsyncStreamReader.builder(engine.streamsAsyncClient(), table, ChunksService::change).build()
        .pollAsync(seen::add).join(), "the async reader reads on from the sync reader's checkpoints");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemWhoseKeyStartsLikeACheckpointsIsDelivered(DynamoDbEngine engine) {
    Table table = create(engine, ShopService.createTableRequest(name("prefix"), StreamViewType.NEW_AND_OLD_IMAGES));
    Map<String, AttributeValue> lookalike = RawItems.usersItemAt("PK", "SK", "__checkpoint#mine");
    engine.client().putItem(b -> b.tableName(table.name()).item(lookalike));
    OrderEntity.of(table).put(StreamReaderTest.order("C1", 1, "placed")).execute();

    List<ShopService.Change> seen = new ArrayList<>();
    StreamReaderTest.readAll(StreamReader.builder(engine.streamsClient(), table, ShopService::change).build(),
        seen::add, 2);

    assertEquals(2, seen.size(), "the user's item and the order, and none of the reader's checkpoints");
    ShopService.UnknownChange unknown = assertInstanceOf(ShopService.UnknownChange.class, seen.get(0));
    assertEquals(lookalike.get("PK"), unknown.keys().get("PK"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemAtACheckpointsKeyIsNeverReplaced(DynamoDbEngine engine) {
    Table table = create(engine, ShopService.createTableRequest(name("squat"), StreamViewType.NEW_AND_OLD_IMAGES));
    OrderEntity.of(table).put(StreamReaderTest.order("C1", 1, "placed")).execute();
    String streamArn = engine.client().describeTable(b -> b.tableName(table.name())).table().latestStreamArn();
    Shard shard = engine.streamsClient().describeStream(b -> b.streamArn(streamArn)).streamDescription().shards().get(0);
    String key = "__checkpoint#" + streamArn.substring(streamArn.lastIndexOf("/stream/") + "/stream/".length())
        + "#" + shard.shardId();
    Map<String, AttributeValue> users = RawItems.usersItemAt("PK", "SK", key);
    engine.client().putItem(b -> b.tableName(table.name()).item(users));

    ReservedItemException refused = assertThrows(ReservedItemException.class,
        () -> StreamReader.builder(engine.streamsClient(), table, ShopService::change).build().poll(change -> { }));
    assertTrue(refused.getMessage().contains("never replaces"), refused.getMessage());
    assertTrue(refused.getMessage().contains("checkpointsIn"), refused.getMessage());
    CompletionException async = assertThrows(CompletionException.class,
        () -> AsyncStreamReader.builder(engine.streamsAsyncClient(), table, ShopService::change).build()
            .pollAsync(change -> { }).join());
    assertInstanceOf(ReservedItemException.class, async.getCause());

    Map<String, AttributeValue> stored = engine.client().getItem(b -> b.tableName(table.name())
        .key(Map.of("PK", users.get("PK"), "SK", users.get("SK"))).consistentRead(true)).item();
    assertEquals(users, stored, "the user's item is as it was");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aReaderOfAStreamWithoutNewImagesIsRefusedUnlessItKeepsItsCheckpointsElsewhere(DynamoDbEngine engine) {
    for (StreamViewType view : List.of(StreamViewType.KEYS_ONLY, StreamViewType.OLD_IMAGE)) {
      Table table = create(engine, ShopService.createTableRequest(name("keys"), view));
      OrderEntity.of(table).put(StreamReaderTest.order("C1", 1, "placed")).execute();

      IllegalStateException refused = assertThrows(IllegalStateException.class,
          () -> StreamReader.builder(engine.streamsClient(), table, ShopService::change).build());
      assertTrue(refused.getMessage().contains("checkpointsIn(table)"), refused.getMessage());
      CompletionException async = assertThrows(CompletionException.class,
          () -> AsyncStreamReader.builder(engine.streamsAsyncClient(), table, ShopService::change).build()
              .pollAsync(change -> { }).join());
      assertEquals(refused.getMessage(), async.getCause().getMessage());
      CompletionException built = assertThrows(CompletionException.class,
          () -> AsyncStreamReader.builder(engine.streamsAsyncClient(), table, ShopService::change).buildAsync().join());
      assertEquals(refused.getMessage(), built.getCause().getMessage());

      // Checkpoints kept in a table keyed by numbers: every change is delivered, and a second reader
      // resumes after them.
      Table checkpoints = create(engine, ReadingsService.createTableRequest(name("held")));
      List<ShopService.Change> seen = new ArrayList<>();
      StreamReaderTest.readAll(StreamReader.builder(engine.streamsClient(), table, ShopService::change)
          .checkpointsIn(checkpoints).build(), seen::add, 1);
      assertEquals(1, seen.size());
      assertEquals(0, AsyncStreamReader.builder(engine.streamsAsyncClient(), table, ShopService::change)
          .checkpointsIn(checkpoints).buildAsync().join().pollAsync(seen::add).join());
      assertEquals(1, engine.client().scan(b -> b.tableName(checkpoints.name())).count());
    }
  }
}
