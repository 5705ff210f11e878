package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.scan.ParallelScan;
import dev.singletable.runtime.shard.ShardedQuery;
import dev.singletable.samples.collections.DriveFile;
import dev.singletable.samples.collections.DriveFileEntity;
import dev.singletable.samples.collections.DriveService;
import dev.singletable.samples.collections.Folder;
import dev.singletable.samples.collections.FolderEntity;
import dev.singletable.samples.collections.Memo;
import dev.singletable.samples.collections.MemoEntity;
import dev.singletable.samples.collections.Note;
import dev.singletable.samples.collections.NoteEntity;
import dev.singletable.samples.patterns.Vote;
import dev.singletable.samples.patterns.VoteEntity;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Every read speaks the same vocabulary: the sharded query, the collection query and the parallel
 * scan each answer {@code stream}, {@code first}, {@code count}, their async twins, the publishers,
 * {@code limit}, {@code skipInvalid} and a null {@code startAfter} alike, and agree with their own
 * {@code list()}.
 */
class ReadVocabularyTest {
  private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");
  private static final int VOTES = 40;
  private static final Map<String, Table> VOTE_TABLES = Twins.cache();
  private static final Map<String, Table> DRIVE_TABLES = Twins.cache();

  static Stream<Named<Table>> votes() {
    return Twins.seeded(VOTE_TABLES, ReadVocabularyTest::seedVotes);
  }

  static Stream<Named<Table>> drives() {
    return Twins.seeded(DRIVE_TABLES, ReadVocabularyTest::seedDrive);
  }

  /** Forty votes for alice spread over twenty shards, and one vote whose stored time cannot be read. */
  private static Table seedVotes(AsyncEngines.Engine engine) {
    Table table = engine.newTable("vocabulary", VoteEntity.SCHEMA);
    VoteEntity votes = VoteEntity.of(table);
    for (int i = 0; i < VOTES; i++) {
      votes.put(new Vote("alice", 0, T0.plusSeconds(i * 7L % 31), "voter" + i)).execute();
    }
    Map<String, AttributeValue> broken = new HashMap<>(VoteEntity.toItem(new Vote("bob", 3, T0, "mallory")));
    broken.put("votedAt", AttributeValue.fromN("5"));
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(broken).build());
    return table;
  }

  /** A folder with three files, three notes and two memos (not members), and one file that cannot be read. */
  private static Table seedDrive(AsyncEngines.Engine engine) {
    Table table = engine.newTable("vocabdrive", FolderEntity.SCHEMA, DriveFileEntity.SCHEMA, NoteEntity.SCHEMA,
        MemoEntity.SCHEMA);
    DriveService drive = DriveService.of(table);
    drive.folders().put(new Folder("f", "Reports")).execute();
    for (int i = 1; i <= 3; i++) {
      drive.files().put(new DriveFile("f", i, "file " + i)).execute();
      drive.notes().put(new Note("f", i, "note " + i)).execute();
    }
    for (int i = 1; i <= 2; i++) {
      drive.memos().put(new Memo("f", i)).execute();
    }
    drive.folders().put(new Folder("g", "Broken")).execute();
    Map<String, AttributeValue> broken = new HashMap<>(DriveFileEntity.toItem(new DriveFile("g", 9, "file 9")));
    broken.put("content", AttributeValue.fromN("9"));
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(broken).build());
    return table;
  }

  private static ShardedQuery<Vote, VoteEntity.PrimaryVotedAtStep> alice(Table table) {
    return VoteEntity.of(table).query().primaryShards("alice");
  }

  @ParameterizedTest
  @MethodSource("votes")
  void aShardedQueryStreamsCountsAndPublishesWhatItLists(Table table) {
    List<Vote> all = alice(table).list();
    assertEquals(VOTES, all.size());

    assertEquals(all, alice(table).stream().toList());
    assertEquals(Optional.of(all.get(0)), alice(table).first());
    assertEquals(Optional.of(all.get(0)), await(alice(table).firstAsync()));
    assertEquals(VOTES, alice(table).count());
    assertEquals(12L, alice(table).limit(12).count());
    assertEquals((long) VOTES, await(alice(table).countAsync()));
    assertEquals(all, Twins.Pull.of(alice(table).publisher()).rest());
    assertEquals(all.subList(0, 9), Twins.Pull.of(alice(table).limit(9).publisher()).rest().subList(0, 9));
    assertEquals(all, Twins.items(alice(table).limit(7).pages()));
    assertEquals(all.subList(0, 5), alice(table).limit(5).stream().toList());
    assertEquals(all, alice(table).startAfter(null).list());
  }

  @ParameterizedTest
  @MethodSource("votes")
  void aShardedQuerySkipsAnItemThatCannotBeReadOnlyWhenToldTo(Table table) {
    VoteEntity votes = VoteEntity.of(table);
    assertThrows(InvalidItemException.class, () -> votes.query().primaryShards("bob").list());
    assertInstanceOf(InvalidItemException.class, Twins.Pull.of(votes.query().primaryShards("bob").publisher()).error());

    List<InvalidItem> seen = new ArrayList<>();
    assertEquals(List.of(), votes.query().primaryShards("bob").skipInvalid(seen::add).list());
    assertEquals(1, seen.size());
    assertEquals(AttributeValue.fromS("VOTES#bob#3"), seen.get(0).key().get("pk"));
    Page<Vote> page = votes.query().primaryShards("bob").skipInvalid().page();
    assertEquals(1, page.invalidItems().size());
  }

  @ParameterizedTest
  @MethodSource("drives")
  void aCollectionQueryFindsItsFirstItemAndSkipsInvalidItemsToACallback(Table table) {
    DriveService drive = DriveService.of(table);
    List<DriveService.Item> all = drive.folder("f").stream().toList();

    assertEquals(Optional.of(all.get(0)), drive.folder("f").first());
    assertEquals(Optional.of(all.get(0)), await(drive.folder("f").firstAsync()));
    assertEquals(all.stream().filter(item -> item instanceof DriveService.FolderItem).findFirst(),
        drive.folder("f").fromFolder().first());
    assertEquals(drive.folder("f").list().files(), drive.folder("f").startAfter(null).list().files());

    assertThrows(InvalidItemException.class, () -> drive.folder("g").list());
    List<InvalidItem> seen = new ArrayList<>();
    DriveService.FolderCollection g = drive.folder("g").skipInvalid(seen::add).list();
    assertEquals(List.of(), g.files());
    assertEquals(1, g.invalidItems().size());
    assertEquals(1, seen.size());
    assertEquals(1, drive.folder("g").skipInvalid(seen::add).stream().count(), "the folder alone");
    assertEquals(2, seen.size(), "a stream has no grouping: the callback hears of the item");
  }

  @ParameterizedTest
  @MethodSource("votes")
  void aParallelScanLimitsStreamsAndPublishesWhatItLists(Table table) {
    VoteEntity votes = VoteEntity.of(table);
    List<Vote> all = votes.scan().segments(3).skipInvalid().list();
    assertEquals(VOTES, all.size());

    assertEquals(all, votes.scan().segments(3).skipInvalid().stream().toList());
    assertEquals(all, Twins.Pull.of(votes.scan().segments(3).skipInvalid().publisher()).rest());
    List<Vote> paged = new ArrayList<>();
    Twins.Pull.of(votes.scan().segments(3).skipInvalid().pageSize(4).pages()).rest()
        .forEach(page -> paged.addAll(page.items()));
    assertEquals(all, paged);
    assertEquals(Optional.of(all.get(0)), votes.scan().segments(3).skipInvalid().first());
    assertEquals(Optional.of(all.get(0)), await(votes.scan().segments(3).skipInvalid().firstAsync()));

    List<Vote> five = votes.scan().segments(3).skipInvalid().limit(5).list();
    assertEquals(5, five.size());
    assertTrue(new HashSet<>(all).containsAll(five));
    assertEquals(5, await(votes.scan().segments(3).skipInvalid().limit(5).listAsync()).size());
    assertEquals(all.subList(0, 5), votes.scan().segments(3).skipInvalid().limit(5).stream().toList());
    assertEquals(all.subList(0, 5), Twins.Pull.of(votes.scan().segments(3).skipInvalid().limit(5).publisher()).rest());

    assertThrows(RuntimeException.class, () -> votes.scan().segments(3).list());
    List<InvalidItem> seen = new ArrayList<>();
    votes.scan().segments(3).skipInvalid(invalid -> {
      synchronized (seen) {
        seen.add(invalid);
      }
    }).list();
    assertEquals(1, seen.size());
  }
}
