package dev.singletable.samples.collections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.CollectionPage;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * {@code list()} and {@code page()} decode each member's item straight into that member's list, in
 * one pass over the pages: whatever the limit, and however many DynamoDB pages a read takes (another
 * entity's items between the members' use up each page's {@code Limit}), every member's items come
 * back complete and in query order, the same the sealed {@code stream()} hands out one by one.
 */
class GroupedReadsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  /** Counts the Query requests a table sends. */
  private static final class Queries implements RequestListener {
    int sent;

    @Override
    public void onRequest(RequestEvent request) {
      if (request.request() instanceof QueryRequest) {
        sent++;
      }
    }
  }

  /** Folder {@code f}: the folder, 4 files, 4 memos (no member: their sort keys fall between the files and notes), 3 notes. */
  private static DriveService seeded(SampleEngine engine, Queries queries) {
    Table table = Engines.newTable(engine, "drive", FolderEntity.SCHEMA, DriveFileEntity.SCHEMA, NoteEntity.SCHEMA,
        MemoEntity.SCHEMA).withListener(queries);
    DriveService drive = DriveService.of(table);
    drive.folders().put(new Folder("f", "Reports")).execute();
    for (int i = 1; i <= 4; i++) {
      drive.files().put(new DriveFile("f", i, "file " + i)).execute();
      drive.memos().put(new Memo("f", i)).execute();
    }
    for (int i = 1; i <= 3; i++) {
      drive.notes().put(new Note("f", i, "note " + i)).execute();
    }
    return drive;
  }

  /** The grouping of the first {@code limit} sealed items, as {@code stream()} hands them out. */
  private static Grouped expected(DriveService drive, int limit) {
    List<Folder> folders = new ArrayList<>();
    List<DriveFile> files = new ArrayList<>();
    List<Note> notes = new ArrayList<>();
    drive.folder("f").limit(limit).stream().forEach(item -> {
      if (item instanceof DriveService.FolderItem folder) {
        folders.add(folder.value());
      } else if (item instanceof DriveService.DriveFileItem file) {
        files.add(file.value());
      } else if (item instanceof DriveService.NoteItem note) {
        notes.add(note.value());
      }
    });
    return new Grouped(folders.stream().findFirst(), files, notes);
  }

  private record Grouped(Optional<Folder> folder, List<DriveFile> files, List<Note> notes) {
    static Grouped of(DriveService.FolderCollection collection) {
      return new Grouped(collection.folder(), collection.files(), collection.notes());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyLimitGroupsTheMembersItemsAcrossDynamoDbPagesInQueryOrder(SampleEngine engine) {
    Queries queries = new Queries();
    DriveService drive = seeded(engine, queries);

    for (int limit = 1; limit <= 8; limit++) {
      Grouped expected = expected(drive, limit);
      queries.sent = 0;
      Grouped listed = Grouped.of(drive.folder("f").limit(limit).list());
      int listQueries = queries.sent;
      Grouped paged = Grouped.of(drive.folder("f").limit(limit).page().items());

      assertEquals(limit, (expected.folder().isPresent() ? 1 : 0) + expected.files().size() + expected.notes().size());
      assertEquals(expected, listed, "list() with limit " + limit);
      assertEquals(expected, paged, "page() with limit " + limit);
      if (limit >= 6) {
        assertTrue(listQueries >= 2, "the memos make a limit of " + limit + " read more than one DynamoDB page");
      }
    }
    Grouped all = Grouped.of(drive.folder("f").list());
    assertEquals(expected(drive, 8), all);
    assertEquals(List.of(1, 2, 3), all.notes().stream().map(Note::noteId).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eachPageOfAWalkHoldsOnlyItsOwnItems(SampleEngine engine) {
    DriveService drive = seeded(engine, new Queries());
    List<DriveFile> files = new ArrayList<>();
    List<Note> notes = new ArrayList<>();
    int folders = 0;

    String cursor = null;
    int pages = 0;
    do {
      DriveService.FolderQuery query = drive.folder("f").limit(2);
      if (cursor != null) {
        query.startAfter(cursor);
      }
      CollectionPage<DriveService.FolderCollection> page = query.page();
      DriveService.FolderCollection items = page.items();
      assertTrue((items.folder().isPresent() ? 1 : 0) + items.files().size() + items.notes().size() <= 2);
      folders += items.folder().isPresent() ? 1 : 0;
      files.addAll(items.files());
      notes.addAll(items.notes());
      cursor = page.cursor().orElse(null);
      pages++;
    } while (cursor != null && pages < 20);

    assertEquals(1, folders);
    assertEquals(List.of(1, 2, 3, 4), files.stream().map(DriveFile::fileId).toList());
    assertEquals(List.of(1, 2, 3), notes.stream().map(Note::noteId).toList());
  }
}
