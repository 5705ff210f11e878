package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.singletable.runtime.Table;
import dev.singletable.samples.recipes.pagination.Note;
import dev.singletable.samples.recipes.pagination.NoteEntity;
import dev.singletable.samples.recipes.pagination.NotebookService;
import dev.singletable.samples.recipes.pagination.NotesHandler;
import dev.singletable.samples.recipes.pagination.NotesHandler.Response;
import dev.singletable.samples.recipes.tenancy.Caller;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The REST pagination recipe, run as written (see {@link ReadmeSnippets}). */
class ReadmeRecipeRestPaginationTest {
  @Test
  void pagesGoToTheClientAndBackAndAForeignCursorIsABadRequest() {
    Table table = Engines.newTable(Engines.http(), "readme-recipe-pagination", NoteEntity.SCHEMA);
    NotebookService notebook = NotebookService.of(table);
    for (String id : List.of("n1", "n2", "n3")) {
      notebook.notes().put(new Note("acme", id, "home", "note " + id)).execute();
    }

    // readme: recipe-rest-pagination
    NotesHandler handler = new NotesHandler(notebook);
    Caller alice = new Caller("acme", "alice");

    Response first = handler.list(alice, Map.of("limit", "2"));              // 200: n1, n2 and next
    Response second = handler.list(alice, Map.of("limit", "2", "cursor", first.next()));   // 200: n3, no next

    Caller eve = new Caller("globex", "eve");
    Response stolen = handler.list(eve, Map.of("cursor", first.next()));     // 400: acme's key
    Response garbage = handler.list(alice, Map.of("cursor", "bm90IGEgY3Vyc29y"));   // 400
    Response otherQuery = handler.list(alice, Map.of("tag", "home", "cursor", first.next()));   // 400
    assertEquals(List.of("n1", "n2"), first.items().stream().map(Note::noteId).toList());
    assertNotNull(first.next());
    assertEquals(List.of("n3"), second.items().stream().map(Note::noteId).toList());
    assertNull(second.next());
    assertEquals(400, stolen.status());
    assertEquals("invalid cursor: list again without one", stolen.error());
    assertEquals(400, garbage.status());
    assertEquals(400, otherQuery.status());
    // readme: end
  }
}
