package dev.singletable.samples.notes;

import dev.singletable.samples.CountingClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * 3,000 notes of about 1 KB in one partition (over 3 MB, so DynamoDB answers in several 1 MB
 * pages) come back exactly once and in order through {@code list()}, {@code stream()} and walking
 * {@code page()} with cursors, over HTTP.
 */
class PaginationTest {
  private static final int COUNT = 3_000;
  private static final String KILOBYTE = "x".repeat(1_000);

  @Nested
  class OverHttp extends Pages {
    OverHttp() {
      super(Engines.http());
    }
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

  /** The tests, on one engine; its table is written once for all of them. */
  @TestInstance(TestInstance.Lifecycle.PER_CLASS)
  abstract static class Pages {
    private final SampleEngine engine;
    private CountingClient client;
    private NoteEntity notes;

    Pages(SampleEngine engine) {
      this.engine = engine;
    }

    @BeforeAll
    void writeNotes() {
      Table table = Engines.newTable(engine, "pages", NoteEntity.SCHEMA);
      List<Note> all = new ArrayList<>(COUNT);
      for (int i = 0; i < COUNT; i++) {
        all.add(new Note("BIG", id(i), "OPEN", null, null, KILOBYTE));
      }
      BatchWrite.of(table).putAll(NoteEntity.SCHEMA, all).execute();
      client = new CountingClient(engine.client());
      notes = NoteEntity.of(Table.of(client, table.name()));
    }

    @Test
    void listReadsEveryPage() {
      int before = client.queries();
      assertEveryNoteOnceInOrder(notes.query().primary("BIG").list());
      assertTrue(client.queries() - before >= 3, "3 MB cannot come back in fewer than 3 pages");
    }

    @Test
    void streamFetchesPagesOnlyAsItIsConsumed() {
      int before = client.queries();
      assertEquals(Optional.of(id(0)), notes.query().primary("BIG").stream().findFirst().map(Note::noteId));
      assertEquals(1, client.queries() - before);

      assertEveryNoteOnceInOrder(notes.query().primary("BIG").stream().collect(Collectors.toList()));
    }

    @Test
    void walkingOneMegabytePagesWithCursorsReadsEveryNoteOnce() {
      List<Note> read = new ArrayList<>();
      Page<Note> page = notes.query().primary("BIG").page();
      read.addAll(page.items());
      int pages = 1;
      while (page.cursor().isPresent()) {
        page = notes.query().primary("BIG").startAfter(page.cursor().get()).page();
        read.addAll(page.items());
        pages++;
      }
      assertTrue(pages >= 3, "pages: " + pages);
      assertEveryNoteOnceInOrder(read);
    }

    @Test
    void walkingPagesOfALimitReadsEveryNoteOnce() {
      List<Note> read = new ArrayList<>();
      Page<Note> page = notes.query().primary("BIG").limit(700).page();
      while (true) {
        read.addAll(page.items());
        assertTrue(page.items().size() <= 700);
        if (page.cursor().isEmpty()) {
          break;
        }
        page = notes.query().primary("BIG").limit(700).startAfter(page.cursor().get()).page();
      }
      assertEveryNoteOnceInOrder(read);
    }

    @Test
    void descendingLimitReadsTheLastNotes() {
      assertEquals(List.of(id(COUNT - 1), id(COUNT - 2), id(COUNT - 3)), notes.query().primary("BIG").descending()
          .limit(3).list().stream().map(Note::noteId).collect(Collectors.toList()));
    }
  }
}
