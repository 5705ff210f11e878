package dev.singletable.samples.creation;

import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IdKind;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.LocalDate;
import java.util.UUID;

/**
 * A comment on a post, its id a ULID the library generates so that a post's comments sort by
 * creation; a board, status, like count and day that default when absent; a trace id (version 7
 * UUID) and a token (random UUID as text) generated outside the keys.
 */
@Entity(service = "forum", name = "comment")
@Pk(template = "BOARD#${board}#POST#${postId}")
@Sk(template = "COMMENT#${commentId}")
@Gsi(index = "gsi1", name = "byStatus", pk = "STATUS#${status}", sk = "COMMENT#${commentId}")
public record Comment(
    @Default("general") String board,
    String postId,
    @GeneratedId(IdKind.ULID) String commentId,
    String text,
    @Default("VISIBLE") Status status,
    @GeneratedId(IdKind.UUID_V7) UUID traceId,
    @GeneratedId(IdKind.RANDOM_UUID) String token,
    @Default("0") Integer likes,
    @Default("2024-01-01") LocalDate day) {

  /** Whether readers see the comment. */
  public enum Status { VISIBLE, HIDDEN }

  /** A new comment: everything the library fills in left null. */
  static Comment of(String postId, String text) {
    return new Comment(null, postId, null, text, null, null, null, null, null);
  }
}
