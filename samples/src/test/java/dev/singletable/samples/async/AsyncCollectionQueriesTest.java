package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.CollectionPage;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.collections.DriveFile;
import dev.singletable.samples.collections.DriveFileEntity;
import dev.singletable.samples.collections.DriveService;
import dev.singletable.samples.collections.Folder;
import dev.singletable.samples.collections.FolderEntity;
import dev.singletable.samples.collections.Memo;
import dev.singletable.samples.collections.MemoEntity;
import dev.singletable.samples.collections.Note;
import dev.singletable.samples.collections.NoteEntity;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The async twin of {@code CollectionQueriesTest}: listAsync, pageAsync and countAsync on both engines. */
class AsyncCollectionQueriesTest {
  static Stream<?> engines() {
    return AsyncEngines.both();
  }

  /** A folder {@code f}: the folder, three files, two memos (not members) and three notes. */
  private static DriveService seeded(AsyncEngines.Engine engine) {
    Table table = engine.newTable("drive", FolderEntity.SCHEMA, DriveFileEntity.SCHEMA, NoteEntity.SCHEMA,
        MemoEntity.SCHEMA);
    DriveService drive = DriveService.of(table);
    await(drive.folders().put(new Folder("f", "Reports")).executeAsync());
    for (int i = 1; i <= 3; i++) {
      await(drive.files().put(new DriveFile("f", i, "file " + i)).executeAsync());
      await(drive.notes().put(new Note("f", i, "note " + i)).executeAsync());
    }
    for (int i = 1; i <= 2; i++) {
      await(drive.memos().put(new Memo("f", i)).executeAsync());
    }
    return drive;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void listAsyncGroupsTheMembersAndSkipsTheOtherEntity(AsyncEngines.Engine engine) {
    DriveService drive = seeded(engine);

    DriveService.FolderCollection folder = await(drive.folder("f").listAsync());

    assertTrue(folder.folder().isPresent());
    assertEquals(List.of(1, 2, 3), folder.files().stream().map(DriveFile::fileId).toList());
    assertEquals(List.of(1, 2, 3), folder.notes().stream().map(Note::noteId).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void pageAsyncBoundaryBetweenTwoEntitiesContinuesWithTheSecond(AsyncEngines.Engine engine) {
    DriveService drive = seeded(engine);

    CollectionPage<DriveService.FolderCollection> first = await(drive.folder("f").limit(4).pageAsync());
    CollectionPage<DriveService.FolderCollection> second =
        await(drive.folder("f").limit(4).startAfter(first.cursor().orElseThrow()).pageAsync());

    assertEquals(3, first.items().files().size());
    assertEquals(List.of(), first.items().notes());
    assertFalse(second.items().folder().isPresent());
    assertEquals(List.of(1, 2, 3), second.items().notes().stream().map(Note::noteId).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void countAsyncEqualsTheListSize(AsyncEngines.Engine engine) {
    DriveService drive = seeded(engine);

    DriveService.FolderCollection all = await(drive.folder("f").listAsync());

    assertEquals(1 + all.files().size() + all.notes().size(), (long) await(drive.folder("f").countAsync()));
    assertEquals(3L, await(drive.folder("f").descending().limit(3).countAsync()));
    assertEquals(3L, await(drive.files().query().primary("f").countAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aKeyComponentThatCannotBeRenderedFailsTheFutureNotTheCall(AsyncEngines.Engine engine) {
    DriveService drive = seeded(engine);

    failure(InvalidValueException.class, drive.folder(null).listAsync());
    failure(InvalidValueException.class, drive.folder(null).countAsync());
  }
}
