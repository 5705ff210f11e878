package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.CollectionPage;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.samples.collections.DriveFile;
import dev.singletable.samples.collections.DriveFileEntity;
import dev.singletable.samples.collections.DriveService;
import dev.singletable.samples.collections.Folder;
import dev.singletable.samples.collections.FolderEntity;
import dev.singletable.samples.collections.Memo;
import dev.singletable.samples.collections.MemoEntity;
import dev.singletable.samples.collections.Note;
import dev.singletable.samples.collections.NoteEntity;
import dev.singletable.samples.subcollections.Project;
import dev.singletable.samples.subcollections.ProjectComment;
import dev.singletable.samples.subcollections.ProjectCommentEntity;
import dev.singletable.samples.subcollections.ProjectEntity;
import dev.singletable.samples.subcollections.ProjectTask;
import dev.singletable.samples.subcollections.ProjectTaskEntity;
import dev.singletable.samples.subcollections.WorkspaceEntity;
import dev.singletable.samples.subcollections.WorkspacesService;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The async twin of {@code CollectionQueriesTest}: listAsync, pageAsync and countAsync on both
 * engines, and the collection publishers, which read the next page only when it is requested.
 */
class AsyncCollectionQueriesTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
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

  /** The folder service of {@code drive}'s table, through an async client that counts queries. */
  private static DriveService counted(DriveService drive, CountingAsyncClient client) {
    Table table = drive.table();
    return DriveService.of(Table.of(table.client(), client, table.name()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void pagesAreReadOnlyAsTheSubscriberRequestsThemOneOutstandingAtATime(AsyncEngines.Engine engine) {
    DriveService drive = seeded(engine);
    CountingAsyncClient client = new CountingAsyncClient(drive.table().asyncClient());

    Twins.Pull<CollectionPage<DriveService.FolderCollection>> pull =
        Twins.Pull.of(counted(drive, client).folder("f").limit(3).pages());
    pull.assertQuietFor(100);
    assertEquals(0, client.queries(), "nothing is read before the first request");
    CollectionPage<DriveService.FolderCollection> first = pull.next();
    pull.assertQuietFor(200);
    assertEquals(1, client.queries(), "no page is read ahead of demand");
    assertTrue(first.items().folder().isPresent());
    assertEquals(List.of(1, 2), first.items().files().stream().map(DriveFile::fileId).toList());

    List<Integer> files = new ArrayList<>(first.items().files().stream().map(DriveFile::fileId).toList());
    List<Integer> notes = new ArrayList<>();
    List<CollectionPage<DriveService.FolderCollection>> rest = pull.rest();
    for (CollectionPage<DriveService.FolderCollection> page : rest) {
      files.addAll(page.items().files().stream().map(DriveFile::fileId).toList());
      notes.addAll(page.items().notes().stream().map(Note::noteId).toList());
      assertFalse(page.items().folder().isPresent());
    }
    assertEquals(List.of(1, 2, 3), files);
    assertEquals(List.of(1, 2, 3), notes);
    assertEquals(2, rest.size(), "7 members' items, 3 a page");
    assertEquals(1, client.mostInFlight(), "at most one query outstanding");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void publisherDeliversSealedItemsInOrderAndStopsWhenCancelled(AsyncEngines.Engine engine) {
    DriveService drive = seeded(engine);
    CountingAsyncClient client = new CountingAsyncClient(drive.table().asyncClient());

    List<DriveService.Item> all = Twins.Pull.of(drive.folder("f").publisher()).rest();
    Twins.Pull<DriveService.Item> pull = Twins.Pull.of(counted(drive, client).folder("f").limit(2).publisher());
    DriveService.Item first = pull.next();
    DriveService.Item second = pull.next();
    pull.cancel();
    pull.assertQuietFor(100);

    assertEquals(drive.folder("f").stream().toList(), all);
    assertEquals(7, all.size());
    assertEquals(all.subList(0, 2), List.of(first, second));
    assertEquals(1, client.queries(), "two items of one page are served from it");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPublisherOfAPartitionThatCannotBeRenderedOrAForeignCursorEndsInOnError(AsyncEngines.Engine engine) {
    DriveService drive = seeded(engine);
    String cursor = drive.folder("f").limit(1).page().cursor().orElseThrow();

    assertInstanceOf(InvalidValueException.class, Twins.Pull.of(drive.folder(null).pages()).error());
    assertInstanceOf(SingleTableException.class,
        Twins.Pull.of(drive.folder("g").startAfter(cursor).publisher()).error());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aSubCollectionReadsAsyncAndPublishesOnlyItsMembersUnderTheLeadingValue(AsyncEngines.Engine engine) {
    Table table = engine.newTable("workspaces", WorkspaceEntity.SCHEMA, ProjectEntity.SCHEMA, ProjectTaskEntity.SCHEMA,
        ProjectCommentEntity.SCHEMA);
    WorkspacesService workspaces = WorkspacesService.of(table);
    for (String project : List.of("p1", "p10")) {
      await(workspaces.projects().put(new Project("w", project, project)).executeAsync());
      await(workspaces.tasks().put(new ProjectTask("w", project, 1, project + "/1")).executeAsync());
      await(workspaces.comments().put(new ProjectComment("w", project, 1, "on " + project)).executeAsync());
    }

    WorkspacesService.WorkspaceCollection p1 = await(workspaces.workspace("w").project("p1").listAsync());
    List<WorkspacesService.Item> published = Twins.Pull.of(workspaces.workspace("w").project("p1").publisher()).rest();

    assertEquals(List.of(new Project("w", "p1", "p1")), p1.projects());
    assertEquals(List.of(new ProjectTask("w", "p1", 1, "p1/1")), p1.tasks());
    assertEquals(List.of(), p1.comments());
    assertEquals(2L, await(workspaces.workspace("w").project("p1").countAsync()));
    assertEquals(List.of(new WorkspacesService.ProjectItem(new Project("w", "p1", "p1")),
        new WorkspacesService.ProjectTaskItem(new ProjectTask("w", "p1", 1, "p1/1"))), published);
  }
}
