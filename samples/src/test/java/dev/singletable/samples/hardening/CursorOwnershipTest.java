package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.samples.CountingClient;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.subcollections.Project;
import dev.singletable.samples.subcollections.ProjectCommentEntity;
import dev.singletable.samples.subcollections.ProjectEntity;
import dev.singletable.samples.subcollections.ProjectTask;
import dev.singletable.samples.subcollections.ProjectTaskEntity;
import dev.singletable.samples.subcollections.WorkspaceEntity;
import dev.singletable.samples.subcollections.WorkspacesService;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every read that takes a cursor takes only one of its own: the cursor of another collection,
 * entity, index or partition, a key outside the read's key condition, and text that is no cursor
 * are each refused with an {@link InvalidCursorException} that names the read and says what to do,
 * before a request is sent.
 */
class CursorOwnershipTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private record Bench(BoardsService boards, CountingClient client) {}

  /** Boards {@code b1} and {@code b2}: cards, notes and labels owned by {@code o1} / {@code o2}, events in shards. */
  private static Bench bench(SampleEngine engine) {
    Table created = Engines.newTable(engine, "boards", BoardCardEntity.SCHEMA, BoardNoteEntity.SCHEMA,
        BoardLabelEntity.SCHEMA, BoardEventEntity.SCHEMA);
    CountingClient client = new CountingClient(engine.client());
    BoardsService boards = BoardsService.of(Table.of(client, created.name()));
    for (String board : List.of("b1", "b2")) {
      String owner = board.equals("b1") ? "o1" : "o2";
      for (int i = 1; i <= 4; i++) {
        boards.cards().put(new BoardCard(board, "c" + i, owner)).execute();
        boards.notes().put(new BoardNote(board, "n" + i)).execute();
        boards.labels().put(new BoardLabel(board, "l" + i, owner)).execute();
        for (int shard = 0; shard < 3; shard++) {
          boards.events().put(new BoardEvent(board, shard, "0" + (3 * i + shard))).execute();
        }
      }
    }
    return new Bench(boards, client);
  }

  /** Runs {@code read}, which must be refused as a cursor of another read before anything is sent. */
  private static InvalidCursorException refused(Bench bench, String read, Executable terminal) {
    int before = bench.client().requests();
    InvalidCursorException e = assertThrows(InvalidCursorException.class, terminal);
    assertEquals(before, bench.client().requests(), "nothing is sent: " + e.getMessage());
    assertTrue(e.getMessage().contains(read), "names the read " + read + ": " + e.getMessage());
    assertTrue(e.getMessage().contains("first page"), "says what to do: " + e.getMessage());
    return e;
  }

  // ----- collections

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorOfAnotherCollectionOnTheSamePartitionIsRefused(SampleEngine engine) {
    Bench bench = bench(engine);
    String labels = bench.boards().tags("b1").limit(2).page().cursor().orElseThrow();
    String cards = bench.boards().deck("b1").limit(2).page().cursor().orElseThrow();

    refused(bench, "collection deck", () -> bench.boards().deck("b1").startAfter(labels).list());
    refused(bench, "collection tags", () -> bench.boards().tags("b1").startAfter(cards).page());
    refused(bench, "collection tags", () -> bench.boards().tags("b1").startAfter(cards).count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorOfAnotherIndexCollectionOnTheSamePartitionIsRefused(SampleEngine engine) {
    Bench bench = bench(engine);
    String labels = bench.boards().ownedTags("o1").limit(2).page().cursor().orElseThrow();
    String tableCards = bench.boards().deck("b1").limit(2).page().cursor().orElseThrow();

    refused(bench, "collection ownedDeck", () -> bench.boards().ownedDeck("o1").startAfter(labels).list());
    refused(bench, "collection ownedDeck", () -> bench.boards().ownedDeck("o1").startAfter(tableCards).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorOfAnotherPartitionIsRefusedByACollection(SampleEngine engine) {
    Bench bench = bench(engine);
    String b2 = bench.boards().deck("b2").limit(2).page().cursor().orElseThrow();

    refused(bench, "collection deck", () -> bench.boards().deck("b1").startAfter(b2).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void entityQueriesAndCollectionsRefuseEachOthersCursors(SampleEngine engine) {
    Bench bench = bench(engine);
    String query = bench.boards().cards().query().primary("b1").limit(2).page().cursor().orElseThrow();
    String collection = bench.boards().deck("b1").limit(2).page().cursor().orElseThrow();

    refused(bench, "collection deck", () -> bench.boards().deck("b1").startAfter(query).list());
    refused(bench, "query card", () -> bench.boards().cards().query().primary("b1").startAfter(collection).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aSubCollectionTakesOnlyItsOwnCursors(SampleEngine engine) {
    Table created = Engines.newTable(engine, "workspaces", WorkspaceEntity.SCHEMA, ProjectEntity.SCHEMA,
        ProjectTaskEntity.SCHEMA, ProjectCommentEntity.SCHEMA);
    CountingClient client = new CountingClient(engine.client());
    WorkspacesService workspaces = WorkspacesService.of(Table.of(client, created.name()));
    for (String project : List.of("p1", "p2")) {
      workspaces.projects().put(new Project("w", project, project)).execute();
      for (int task = 1; task <= 3; task++) {
        workspaces.tasks().put(new ProjectTask("w", project, task, project + "/" + task)).execute();
      }
    }
    Bench bench = new Bench(null, client);
    String p1 = workspaces.workspace("w").project("p1").limit(2).page().cursor().orElseThrow();
    String whole = workspaces.workspace("w").limit(2).page().cursor().orElseThrow();

    refused(bench, "collection workspace", () -> workspaces.workspace("w").startAfter(p1).list());
    refused(bench, "collection workspace", () -> workspaces.workspace("w").project("p1").startAfter(whole).list());
    InvalidCursorException outside = refused(bench, "collection workspace",
        () -> workspaces.workspace("w").project("p2").startAfter(p1).list());
    assertTrue(outside.getMessage().contains("PROJECT#p1#TASK#0001"), outside.getMessage());
    assertEquals(2, workspaces.workspace("w").project("p1").startAfter(p1).list().tasks().size(), "its own");
  }

  // ----- entity queries

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorOfAnotherEntityInTheSamePartitionIsRefused(SampleEngine engine) {
    Bench bench = bench(engine);
    String notes = bench.boards().notes().query().primary("b1").limit(2).page().cursor().orElseThrow();
    String labels = bench.boards().labels().query().byOwner("o1").limit(2).page().cursor().orElseThrow();

    refused(bench, "query card", () -> bench.boards().cards().query().primary("b1").startAfter(notes).list());
    refused(bench, "query card", () -> bench.boards().cards().query().byOwner("o1").startAfter(labels).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aSortKeyOutsideTheQuerysRangeIsRefused(SampleEngine engine) {
    Bench bench = bench(engine);
    String first = bench.boards().cards().query().primary("b1").limit(1).page().cursor().orElseThrow();
    String firstByOwner = bench.boards().cards().query().byOwner("o1").limit(1).page().cursor().orElseThrow();

    InvalidCursorException e = refused(bench, "query card",
        () -> bench.boards().cards().query().primary("b1").cardIdGte("c3").startAfter(first).list());
    assertTrue(e.getMessage().contains("CARD#c1"), e.getMessage());
    refused(bench, "query card",
        () -> bench.boards().cards().query().byOwner("o1").cardIdBeginsWith("c4").startAfter(firstByOwner).list());
    assertEquals(List.of("c2", "c3", "c4"), bench.boards().cards().query().primary("b1").cardIdGte("c1")
        .startAfter(first).list().stream().map(BoardCard::cardId).toList(), "a cursor inside the range is its own");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aForgedKeyOfTheWrongTypeIsRefused(SampleEngine engine) {
    Bench bench = bench(engine);
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("pk", AttributeValue.createS("BOARD#b1"));
    key.put("sk", AttributeValue.createN("1"));

    refused(bench, "scan card", () -> bench.boards().cards().scan().startAfter(stamped("card table", key)).list());
    refused(bench, "query card",
        () -> bench.boards().cards().query().primary("b1").startAfter(stamped("query card table", key)).list());
    refused(bench, "query card", () -> bench.boards().cards().query().primary("b1").startAfter(Cursors.encode(key)));
  }

  // ----- sharded queries

  @ParameterizedTest
  @MethodSource("engines")
  void aShardedQueryTakesOnlyItsOwnCursors(SampleEngine engine) {
    Bench bench = bench(engine);
    String b2 = bench.boards().events().query().primaryShards("b2").limit(2).page().cursor().orElseThrow();
    String early = bench.boards().events().query().primaryShards("b1").limit(2).page().cursor().orElseThrow();

    refused(bench, "sharded query event", () -> bench.boards().events().query().primaryShards("b1").startAfter(b2));
    refused(bench, "sharded query event", () -> bench.boards().events().query().primaryShards("b1")
        .where(shard -> shard.atGte("09")).startAfter(early).list());
    assertEquals(10, bench.boards().events().query().primaryShards("b1").startAfter(early).list().size(), "its own");
  }

  // ----- text that is no cursor

  @ParameterizedTest
  @MethodSource("engines")
  void tamperedTruncatedAndNonBase64CursorsAreRefusedByEveryRead(SampleEngine engine) {
    Bench bench = bench(engine);
    BoardsService boards = bench.boards();
    String genuine = boards.deck("b1").limit(2).page().cursor().orElseThrow();
    byte[] bytes = Base64.getUrlDecoder().decode(genuine);
    // The byte flipped is the board's in the partition key, found by what it holds: DynamoDB does not
    // document the order of a LastEvaluatedKey's attributes, so the cursor's last byte is the board's
    // on one engine and the card's on another (where the tampered cursor names another card of the
    // same board, a position the read may well take).
    bytes[indexOf(bytes, "BOARD#b1".getBytes(StandardCharsets.UTF_8)) + "BOARD#b".length()] ^= 0x7f;
    String tampered = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    List<String> forged = List.of(genuine.substring(0, genuine.length() - 3), tampered, "not a cursor!",
        Base64.getUrlEncoder().encodeToString("shards3...".getBytes(StandardCharsets.UTF_8)), "");

    for (String cursor : forged) {
      refused(bench, "collection deck", () -> boards.deck("b1").startAfter(cursor).list());
      refused(bench, "collection ownedDeck", () -> boards.ownedDeck("o1").startAfter(cursor).list());
      refused(bench, "query card", () -> boards.cards().query().primary("b1").startAfter(cursor).list());
      refused(bench, "query card", () -> boards.cards().query().byOwner("o1").startAfter(cursor).list());
      refused(bench, "scan card", () -> boards.cards().scan().startAfter(cursor).list());
      refused(bench, "sharded query event", () -> boards.events().query().primaryShards("b1").startAfter(cursor));
    }
  }

  /** Where {@code part} first starts in {@code bytes}. */
  private static int indexOf(byte[] bytes, byte[] part) {
    for (int at = 0; at + part.length <= bytes.length; at++) {
      if (Arrays.equals(bytes, at, at + part.length, part, 0, part.length)) {
        return at;
      }
    }
    throw new AssertionError("not in the cursor: " + new String(part, StandardCharsets.UTF_8));
  }

  /** A cursor as the library writes one, naming the read {@code read}: what an attacker can forge. */
  private static String stamped(String read, Map<String, AttributeValue> key) {
    Map<String, AttributeValue> withRead = new LinkedHashMap<>();
    withRead.put("", AttributeValue.createS(read));
    withRead.putAll(key);
    return Cursors.encode(withRead);
  }
}
