package dev.singletable.samples.collections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.CollectionPage;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Collection queries: pages whose boundary falls between two entities' items, limits
 * counted in the members' items only, counts, descending reads, member-key bounds, cursors, and a
 * partition of several megabytes read page by page.
 */
class CollectionQueriesTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  /** Counts the Query requests a table sends and keeps them. */
  private static final class Queries implements RequestListener {
    final List<QueryRequest> sent = new ArrayList<>();

    @Override
    public void onRequest(RequestEvent request) {
      if (request.request() instanceof QueryRequest query) {
        sent.add(query);
      }
    }
  }

  private record Bench(DriveService drive, Queries queries) {}

  /** A folder {@code f} with the given numbers of files, memos (not members) and notes. */
  private static Bench bench(SampleEngine engine, int files, int memos, int notes) {
    Queries queries = new Queries();
    Table table = Engines.newTable(engine, "drive", FolderEntity.SCHEMA, DriveFileEntity.SCHEMA, NoteEntity.SCHEMA,
        MemoEntity.SCHEMA).withListener(queries);
    DriveService drive = DriveService.of(table);
    drive.folders().put(new Folder("f", "Reports")).execute();
    for (int i = 1; i <= files; i++) {
      drive.files().put(new DriveFile("f", i, "file " + i)).execute();
    }
    for (int i = 1; i <= memos; i++) {
      drive.memos().put(new Memo("f", i)).execute();
    }
    for (int i = 1; i <= notes; i++) {
      drive.notes().put(new Note("f", i, "note " + i)).execute();
    }
    drive.folders().put(new Folder("g", "Another folder")).execute();
    drive.files().put(new DriveFile("g", 1, "not in f")).execute();
    queries.sent.clear();
    return new Bench(drive, queries);
  }

  /** Every page of folder {@code f}, {@code limit} items a page, each continuing after the previous one's cursor. */
  private static List<DriveService.FolderCollection> walk(DriveService drive, int limit) {
    List<DriveService.FolderCollection> pages = new ArrayList<>();
    String cursor = null;
    do {
      DriveService.FolderQuery query = drive.folder("f");
      if (cursor != null) {
        query.startAfter(cursor);
      }
      CollectionPage<DriveService.FolderCollection> page = query.limit(limit).page();
      pages.add(page.items());
      cursor = page.cursor().orElse(null);
    } while (cursor != null);
    return pages;
  }

  private static List<Integer> fileIds(DriveService.FolderCollection folder) {
    return folder.files().stream().map(DriveFile::fileId).toList();
  }

  private static List<Integer> noteIds(DriveService.FolderCollection folder) {
    return folder.notes().stream().map(Note::noteId).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void listReadsEveryMemberGroupedByEntityAndSkipsTheOtherEntity(SampleEngine engine) {
    Bench bench = bench(engine, 3, 4, 2);

    DriveService.FolderCollection folder = bench.drive().folder("f").list();

    assertEquals(Optional.of(new Folder("f", "Reports")), folder.folder());
    assertEquals(List.of(1, 2, 3), fileIds(folder));
    assertEquals(List.of(1, 2), noteIds(folder));
    assertEquals(1, bench.queries().sent.size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPageBoundaryBetweenTwoEntitiesContinuesWithTheSecondEntity(SampleEngine engine) {
    Bench bench = bench(engine, 3, 0, 3);

    CollectionPage<DriveService.FolderCollection> first = bench.drive().folder("f").limit(4).page();
    CollectionPage<DriveService.FolderCollection> second =
        bench.drive().folder("f").limit(4).startAfter(first.cursor().orElseThrow()).page();

    assertTrue(first.items().folder().isPresent());
    assertEquals(List.of(1, 2, 3), fileIds(first.items()));
    assertEquals(List.of(), noteIds(first.items()));
    assertFalse(second.items().folder().isPresent());
    assertEquals(List.of(), fileIds(second.items()));
    assertEquals(List.of(1, 2, 3), noteIds(second.items()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void limitCountsOnlyTheMembersItemsWhateverLiesBetweenThem(SampleEngine engine) {
    Bench bench = bench(engine, 2, 5, 2);

    DriveService.FolderCollection firstFour = bench.drive().folder("f").limit(4).list();

    assertTrue(firstFour.folder().isPresent());
    assertEquals(List.of(1, 2), fileIds(firstFour));
    assertEquals(List.of(1), noteIds(firstFour));
    assertEquals(4, bench.queries().sent.get(0).limit());
    assertTrue(bench.queries().sent.size() > 1, "the memos cost further requests, never items of the limit");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void countEqualsTheSizeOfTheListAndLeavesOutTheOtherEntity(SampleEngine engine) {
    Bench bench = bench(engine, 3, 4, 2);
    DriveService drive = bench.drive();

    DriveService.FolderCollection all = drive.folder("f").list();
    long listed = 1 + all.files().size() + all.notes().size();

    assertEquals(6, listed);
    assertEquals(listed, drive.folder("f").count());
    assertEquals(4, drive.folder("f").limit(4).count());
    assertEquals(2, drive.folder("f").filter(NoteEntity.TEXT.beginsWith("note")).count());
    assertEquals(4, drive.folder("f").fromFile(2).count());
    assertEquals("COUNT", bench.queries().sent.get(bench.queries().sent.size() - 1).selectAsString());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void descendingWithALimitReadsTheLastMembersItems(SampleEngine engine) {
    Bench bench = bench(engine, 3, 2, 2);

    DriveService.FolderCollection lastThree = bench.drive().folder("f").descending().limit(3).list();

    assertEquals(List.of(2, 1), noteIds(lastThree));
    assertEquals(List.of(3), fileIds(lastThree));
    assertFalse(lastThree.folder().isPresent());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void memberKeyBoundsNarrowTheSortKeyRange(SampleEngine engine) {
    Bench bench = bench(engine, 4, 2, 2);
    DriveService drive = bench.drive();

    DriveService.FolderCollection fromFileTwo = drive.folder("f").fromFile(2).list();
    DriveService.FolderCollection upToFileTwo = drive.folder("f").upToFile(2).list();
    DriveService.FolderCollection upToFolder = drive.folder("f").upToFolder().list();

    assertEquals(List.of(2, 3, 4), fileIds(fromFileTwo));
    assertEquals(List.of(1, 2), noteIds(fromFileTwo));
    assertFalse(fromFileTwo.folder().isPresent());
    assertEquals(List.of(1, 2), fileIds(upToFileTwo));
    assertTrue(upToFileTwo.folder().isPresent());
    assertEquals(List.of(), noteIds(upToFileTwo));
    assertTrue(upToFolder.folder().isPresent());
    assertEquals(List.of(), fileIds(upToFolder));
    assertTrue(bench.queries().sent.get(0).keyConditionExpression().contains(">="));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void streamDeliversSealedItemsInSortKeyOrder(SampleEngine engine) {
    Bench bench = bench(engine, 2, 3, 1);

    List<DriveService.Item> items = bench.drive().folder("f").stream().toList();

    assertEquals(4, items.size());
    assertInstanceOf(DriveService.FolderItem.class, items.get(0));
    assertEquals(new DriveFile("f", 2, "file 2"), ((DriveService.DriveFileItem) items.get(2)).value());
    assertInstanceOf(DriveService.NoteItem.class, items.get(3));
    assertEquals(2, bench.drive().folder("f").limit(2).stream().count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void pagesWalkedWithTheirCursorsReturnEachMemberItemOnce(SampleEngine engine) {
    Bench bench = bench(engine, 7, 3, 4);
    List<Integer> files = new ArrayList<>();
    List<Integer> notes = new ArrayList<>();

    List<DriveService.FolderCollection> pages = walk(bench.drive(), 3);
    for (DriveService.FolderCollection page : pages) {
      files.addAll(fileIds(page));
      notes.addAll(noteIds(page));
    }

    assertEquals(IntStream.rangeClosed(1, 7).boxed().toList(), files);
    assertEquals(List.of(1, 2, 3, 4), notes);
    assertTrue(pages.size() >= 4, "12 items, 3 a page");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorOfAnotherPartitionIsRefused(SampleEngine engine) {
    Bench bench = bench(engine, 3, 0, 0);
    String cursor = bench.drive().folder("f").limit(1).page().cursor().orElseThrow();

    assertThrows(SingleTableException.class, () -> bench.drive().folder("g").startAfter(cursor).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void entityQueryCountEqualsItsListSize(SampleEngine engine) {
    Bench bench = bench(engine, 6, 2, 1);
    DriveFileEntity files = bench.drive().files();

    assertEquals(6, files.query().primary("f").count());
    assertEquals(files.query().primary("f").fileIdGt(2).list().size(), files.query().primary("f").fileIdGt(2).count());
    assertEquals(3, files.query().primary("f").fileIdBetween(2, 4).count());
    assertEquals(2, files.query().primary("f").limit(2).count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aThreeMegabytePartitionIsReadPageByPageThroughALimit(SampleEngine engine) {
    Bench bench = bench(engine, 0, 0, 0);
    String content = "x".repeat(80_000);
    for (int i = 1; i <= 40; i++) {
      bench.drive().files().put(new DriveFile("f", i, content)).execute();
      bench.drive().memos().put(new Memo("f", i)).execute();
    }
    bench.drive().notes().put(new Note("f", 1, "last")).execute();
    bench.queries().sent.clear();

    List<Integer> files = new ArrayList<>();
    List<Integer> pageSizes = new ArrayList<>();

    for (DriveService.FolderCollection items : walk(bench.drive(), 15)) {
      files.addAll(fileIds(items));
      pageSizes.add((items.folder().isPresent() ? 1 : 0) + items.files().size() + items.notes().size());
    }

    assertEquals(IntStream.rangeClosed(1, 40).boxed().toList(), files);
    assertEquals(List.of(15, 15, 12), pageSizes.subList(0, 3));
    assertTrue(bench.queries().sent.size() > 4, "1 MB per response: more requests than pages");
    assertEquals(42, bench.drive().folder("f").count());
  }
}
