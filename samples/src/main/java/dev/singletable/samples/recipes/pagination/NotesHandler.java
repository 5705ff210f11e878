package dev.singletable.samples.recipes.pagination;

import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.recipes.tenancy.Caller;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /notes?tag=&limit=&cursor=}: one page of the caller's notes, by id or of one tag, and the
 * cursor of the next page. The cursor is the library's, passed through as it is: the client sends it
 * back in {@code cursor} for the next page. A cursor the library refuses, or a limit out of range, is
 * a client error (400) whose message says to start again; nothing is sent to the table then.
 * Thread-safe.
 */
public final class NotesHandler {
  /** The page size when the request names none. */
  public static final int DEFAULT_LIMIT = 20;
  /** The largest page a client may ask for. */
  public static final int MAX_LIMIT = 100;

  private final NoteEntity notes;

  /**
   * A handler on the service's table.
   *
   * @param service the notebook service, bound to its table
   */
  public NotesHandler(NotebookService service) {
    this.notes = service.notes();
  }

  /**
   * Answers {@code GET /notes}.
   *
   * @param caller who asks, and so the tenant (from authentication, not from the parameters)
   * @param params the query parameters: {@code tag} (optional), {@code limit} (optional, 1 to
   *     {@value #MAX_LIMIT}), {@code cursor} (optional, the {@code next} of the previous page)
   * @return 200 with the page, or 400 with what is wrong
   */
  public Response list(Caller caller, Map<String, String> params) {
    int limit;
    try {
      limit = limit(params.get("limit"));
    } catch (IllegalArgumentException e) {
      return Response.badRequest(e.getMessage());
    }
    String cursor = params.get("cursor");
    String tag = params.get("tag");
    try {
      Page<Note> page = tag == null
          ? notes.query().primary(caller.tenantId()).startAfter(cursor).limit(limit).page()
          : notes.query().byTag(caller.tenantId(), tag).startAfter(cursor).limit(limit).page();
      return Response.ok(page.items(), page.cursor().orElse(null));
    } catch (InvalidCursorException e) {
      // The message names the key the cursor holds; a client is told only to start again.
      return Response.badRequest("invalid cursor: list again without one");
    }
  }

  private static int limit(String text) {
    if (text == null) {
      return DEFAULT_LIMIT;
    }
    int limit;
    try {
      limit = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("limit must be a number, was \"" + text + "\"");
    }
    if (limit < 1 || limit > MAX_LIMIT) {
      throw new IllegalArgumentException("limit must be from 1 to " + MAX_LIMIT + ", was " + limit);
    }
    return limit;
  }

  /**
   * What the endpoint answers, before it is written as JSON.
   *
   * @param status the HTTP status: 200 or 400
   * @param items the page's notes; empty on an error
   * @param next the cursor of the next page, null on the last page and on an error
   * @param error what is wrong, null on success
   */
  public record Response(int status, List<Note> items, String next, String error) {
    static Response ok(List<Note> items, String next) {
      return new Response(200, items, next, null);
    }

    static Response badRequest(String error) {
      return new Response(400, List.of(), null, error);
    }
  }
}
