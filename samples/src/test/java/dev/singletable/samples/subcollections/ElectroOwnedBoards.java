package dev.singletable.samples.subcollections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A user's partition as ElectroDB lays out sub-collection {@code managed} of collection {@code owned}
 * ({@code collection: ["owned", "managed"]}): the boards and tasks a user manages share the literal
 * {@code $owned#managed#} before their entity names and components, the user's notes only {@code
 * $owned#}. Nothing is moved in the stored keys to make the sub-collection readable.
 */
final class ElectroOwnedBoards {
  private ElectroOwnedBoards() {}

  /**
   * A board the user manages.
   *
   * @param userId the user
   * @param boardId the board
   * @param title its title
   */
  @Entity(service = "ownedboards", name = "board")
  @Pk(template = "$boards#userid_${userId}", collection = "owned", subCollection = "managed")
  @Sk(template = "$owned#managed#board_1#boardid_${boardId}")
  record Board(String userId, String boardId, String title) {}

  /**
   * A task the user manages.
   *
   * @param userId the user
   * @param taskId the task
   * @param status its status
   */
  @Entity(service = "ownedboards", name = "task")
  @Pk(template = "$boards#userid_${userId}", collection = "owned", subCollection = "managed")
  @Sk(template = "$owned#managed#task_1#taskid_${taskId}")
  record Task(String userId, String taskId, String status) {}

  /**
   * A note the user owns, of collection {@code owned} but not of sub-collection {@code managed}.
   *
   * @param userId the user
   * @param noteId the note
   * @param text what it says
   */
  @Entity(service = "ownedboards", name = "note")
  @Pk(template = "$boards#userid_${userId}", collection = "owned")
  @Sk(template = "$owned#note_1#noteid_${noteId}")
  record Note(String userId, String noteId, String text) {}

  /**
   * An item of another entity whose sort key starts like the managed ones' but with a longer word:
   * the sub-collection's prefix ends at the delimiter, so it never reads it.
   *
   * @param userId the user
   * @param reportId the report
   */
  @Entity(service = "ownedboards", name = "report")
  @Pk(template = "$boards#userid_${userId}", collection = "owned")
  @Sk(template = "$owned#managedreport_1#reportid_${reportId}")
  record Report(String userId, String reportId) {}
}
