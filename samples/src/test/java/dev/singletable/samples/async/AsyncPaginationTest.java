package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.notes.Note;
import dev.singletable.samples.notes.NoteEntity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The twin of {@code PaginationTest}: 3,000 notes of about 1 KB in one partition (several 1 MB
 * pages) come back exactly once and in order through {@code listAsync()}, {@code pageAsync()} with
 * cursors, and {@code pages()} pulled one page at a time, with never more than one query in flight.
 */
class AsyncPaginationTest {
  private static final int COUNT = 3_000;
  private static final String KILOBYTE = "x".repeat(1_000);
  private static final Map<String, Table> SEEDED = Twins.cache();

  static Stream<?> tables() {
    return Twins.seeded(SEEDED, AsyncPaginationTest::seed);
  }

  private static Table seed(AsyncEngines.Engine engine) {
    Table table = engine.newTable("pages", NoteEntity.SCHEMA);
    List<Note> all = new ArrayList<>(COUNT);
    for (int i = 0; i < COUNT; i++) {
      all.add(new Note("BIG", id(i), "OPEN", null, null, KILOBYTE));
    }
    await(BatchWrite.of(table).putAll(NoteEntity.SCHEMA, all).executeAsync());
    return table;
  }

  /** Ids that sort as they count: 00000 to 02999. */
  private static String id(int i) {
    return String.format("%05d", i);
  }

  private static void assertEveryNoteOnceInOrder(List<Note> read) {
    assertEquals(COUNT, read.size());
    assertEquals(COUNT, new HashSet<>(read.stream().map(Note::noteId).collect(Collectors.toList())).size());
    for (int i = 0; i < COUNT; i++) {
      assertEquals(id(i), read.get(i).noteId());
    }
  }

  /** The notes of {@code table} through an async client that counts queries. */
  private static NoteEntity counted(Table table, CountingAsyncClient client) {
    return NoteEntity.of(Table.of(table.client(), client, table.name()));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void listAsyncReadsEveryPage(Table table) {
    CountingAsyncClient client = new CountingAsyncClient(table.asyncClient());
    assertEveryNoteOnceInOrder(await(counted(table, client).query().primary("BIG").listAsync()));
    assertTrue(client.queries() >= 3, "3 MB cannot come back in fewer than 3 pages");
  }

  @ParameterizedTest
  @MethodSource("tables")
  void pagesAreFetchedOnlyAsTheyAreRequestedOneAtATime(Table table) {
    CountingAsyncClient client = new CountingAsyncClient(table.asyncClient());
    NoteEntity notes = counted(table, client);

    Twins.Pull<Page<Note>> pull = Twins.Pull.of(notes.query().primary("BIG").pages());
    assertEquals(0, client.queries(), "nothing is read before the first request");
    Page<Note> first = pull.next();
    assertEquals(id(0), first.items().get(0).noteId());
    assertTrue(first.cursor().isPresent());
    pull.assertQuietFor(200);
    assertEquals(1, client.queries(), "no page is read ahead of demand");

    List<Note> read = new ArrayList<>(first.items());
    List<Page<Note>> rest = pull.rest();
    rest.forEach(page -> read.addAll(page.items()));
    assertEveryNoteOnceInOrder(read);
    assertEquals(1 + rest.size(), client.queries(), "one query a page");
    assertTrue(rest.size() >= 2, "pages: " + (1 + rest.size()));
    assertEquals(1, client.mostInFlight(), "at most one query outstanding");
  }

  @ParameterizedTest
  @MethodSource("tables")
  void cancellingAfterTheFirstPageStopsTheWalk(Table table) {
    CountingAsyncClient client = new CountingAsyncClient(table.asyncClient());
    Twins.Pull<Note> pull = Twins.Pull.of(counted(table, client).query().primary("BIG").publisher());

    assertEquals(id(0), pull.next().noteId());
    assertEquals(id(1), pull.next().noteId());
    pull.cancel();
    pull.assertQuietFor(100);
    assertEquals(1, client.queries(), "items of one page are served from it");
  }

  @ParameterizedTest
  @MethodSource("tables")
  void walkingOneMegabytePagesWithCursorsReadsEveryNoteOnce(Table table) {
    NoteEntity notes = NoteEntity.of(table);
    List<Note> read = new ArrayList<>();
    Page<Note> page = await(notes.query().primary("BIG").pageAsync());
    read.addAll(page.items());
    int pages = 1;
    while (page.cursor().isPresent()) {
      page = await(notes.query().primary("BIG").startAfter(page.cursor().get()).pageAsync());
      read.addAll(page.items());
      pages++;
    }
    assertTrue(pages >= 3, "pages: " + pages);
    assertEveryNoteOnceInOrder(read);
  }

  @ParameterizedTest
  @MethodSource("tables")
  void pagesOfALimitReadEveryNoteOnce(Table table) {
    List<Page<Note>> pages = Twins.pages(NoteEntity.of(table).query().primary("BIG").limit(700).pages());
    assertTrue(pages.stream().allMatch(page -> page.items().size() <= 700));
    assertEveryNoteOnceInOrder(pages.stream().flatMap(page -> page.items().stream()).collect(Collectors.toList()));

    // Started after a cursor, a publisher walks on from there.
    Page<Note> firstPage = pages.get(0);
    List<Note> after = Twins.items(NoteEntity.of(table).query().primary("BIG").limit(700)
        .startAfter(firstPage.cursor().orElseThrow()).pages());
    List<Note> read = new ArrayList<>(firstPage.items());
    read.addAll(after);
    assertEveryNoteOnceInOrder(read);
  }

  @ParameterizedTest
  @MethodSource("tables")
  void descendingLimitReadsTheLastNotes(Table table) {
    NoteEntity notes = NoteEntity.of(table);
    assertEquals(List.of(id(COUNT - 1), id(COUNT - 2), id(COUNT - 3)), await(notes.query().primary("BIG").descending()
        .limit(3).listAsync()).stream().map(Note::noteId).collect(Collectors.toList()));
    // Published, the limit is the size of a page, not of the walk: take three and cancel.
    Twins.Pull<Note> pull = Twins.Pull.of(notes.query().primary("BIG").descending().limit(3).publisher());
    assertEquals(List.of(id(COUNT - 1), id(COUNT - 2), id(COUNT - 3)),
        Stream.generate(pull::next).limit(3).map(Note::noteId).collect(Collectors.toList()));
    pull.cancel();
  }
}
