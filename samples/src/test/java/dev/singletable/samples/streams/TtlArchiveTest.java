package dev.singletable.samples.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.stream.ChangeKind;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Seed 003: removals done by time to live are archived, removals a user made are not. DynamoDB
 * Local does not expire items, so the time-to-live removals are real stream records of deletes
 * whose user identity is set to the time-to-live principal, as DynamoDB sends them.
 */
class TtlArchiveTest {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static final Instant EXPIRES = Instant.parse("2024-06-08T10:00:00Z");

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void onlyRemovalsByTimeToLiveReachTheArchive(SampleEngine engine) {
    int n = TABLES.incrementAndGet();
    engine.client().createTable(MessagesService.createTableRequest("messages-" + n, StreamViewType.NEW_AND_OLD_IMAGES));
    engine.client().createTable(MessageArchiveService.createTableRequest("message-archive-" + n));
    Table messagesTable = Table.of(engine.client(), "messages-" + n);
    MessageEntity messages = MessageEntity.of(messagesTable);
    ArchivedMessageEntity archive = ArchivedMessageEntity.of(Table.of(engine.client(), "message-archive-" + n));
    messages.put(new Message("u1", "m1", "expires", EXPIRES)).execute();
    messages.put(new Message("u1", "m2", "deleted by its user", EXPIRES)).execute();
    messages.put(new Message("u2", "m3", "also expires", EXPIRES)).execute();
    messages.delete("u1", "m1").execute();
    messages.delete("u1", "m2").execute();
    messages.delete("u2", "m3").execute();

    List<Record> records = engine.streamRecords(messagesTable.name());
    assertEquals(6, records.size());
    TtlArchiver archiver = new TtlArchiver(archive);
    List<MessagesService.Change> changes = new ArrayList<>();
    for (Record record : records) {
      boolean expired = record.eventNameAsString().equals("REMOVE")
          && !record.dynamodb().keys().get("sk").s().equals("MSG#m2");
      Record delivered = expired ? record.toBuilder().userIdentity(Identity.builder()
          .type("Service").principalId("dynamodb.amazonaws.com").build()).build() : record;
      MessagesService.Change change = MessagesService.change(ChangeRecord.of(delivered));
      changes.add(change);
      archiver.handle(change);
    }

    assertEquals(List.of(false, false, false, true, false, true),
        changes.stream().map(MessagesService.Change::byTimeToLive).toList());
    assertEquals(ChangeKind.REMOVE, changes.get(4).kind());
    ArchivedMessage archived = archive.get("u1", "m1").execute().orElseThrow();
    assertEquals("expires", archived.body());
    assertEquals(EXPIRES, archived.expiredAt());
    assertEquals(records.get(3).dynamodb().approximateCreationDateTime(), archived.removedAt());
    assertTrue(archive.get("u2", "m3").execute().isPresent());
    assertFalse(archive.get("u1", "m2").execute().isPresent(), "a user's delete is not archived");
    assertEquals(2, engine.client().scan(b -> b.tableName("message-archive-" + n)).count());
  }
}
