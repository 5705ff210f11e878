package dev.singletable.samples.recipes.pagination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.samples.Engines;
import dev.singletable.samples.recipes.pagination.NotesHandler.Response;
import dev.singletable.samples.recipes.tenancy.Caller;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Pages handed to the client and back; every cursor the read did not make is a 400. */
class NotesHandlerTest {
  private static final Caller ALICE = new Caller("acme", "alice");
  private static final Caller EVE = new Caller("globex", "eve");

  private NotebookService service;
  private NotesHandler handler;

  @BeforeEach
  void notes() {
    Table table = Engines.newTable(Engines.http(), "recipe-pagination", NoteEntity.SCHEMA);
    service = NotebookService.of(table);
    handler = new NotesHandler(service);
    for (int i = 1; i <= 45; i++) {
      service.notes().put(new Note("acme", String.format("n%02d", i), i % 3 == 0 ? "work" : "home", "note " + i)).execute();
    }
    for (int i = 1; i <= 5; i++) {
      service.notes().put(new Note("globex", String.format("n%02d", i), "work", "globex note " + i)).execute();
    }
  }

  @Test
  void theClientWalksEveryNoteOncePageByPage() {
    List<String> ids = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    String cursor = null;
    do {
      Map<String, String> params = new HashMap<>(Map.of("limit", "20"));
      if (cursor != null) {
        params.put("cursor", cursor);
      }
      Response page = handler.list(ALICE, params);
      assertEquals(200, page.status(), page.error());
      page.items().forEach(note -> ids.add(note.noteId()));
      sizes.add(page.items().size());
      cursor = page.next();
    } while (cursor != null);
    assertEquals(List.of(20, 20, 5), sizes);
    List<String> expected = new ArrayList<>();
    for (int i = 1; i <= 45; i++) {
      expected.add(String.format("n%02d", i));
    }
    assertEquals(expected, ids);
  }

  @Test
  void theDefaultLimitAndTheTagQueryPageToo() {
    Response first = handler.list(ALICE, Map.of());
    assertEquals(NotesHandler.DEFAULT_LIMIT, first.items().size());
    Response work = handler.list(ALICE, Map.of("tag", "work", "limit", "10"));
    assertEquals(10, work.items().size());
    Response rest = handler.list(ALICE, Map.of("tag", "work", "limit", "10", "cursor", work.next()));
    assertEquals(200, rest.status(), rest.error());
    assertEquals(List.of("n33", "n36", "n39", "n42", "n45"), rest.items().stream().map(Note::noteId).toList());
    assertNull(rest.next());
  }

  @Test
  void anotherTenantsCursorIsABadRequest() {
    Response alicePage = handler.list(ALICE, Map.of("limit", "2"));
    Response eve = handler.list(EVE, Map.of("limit", "2", "cursor", alicePage.next()));
    assertEquals(400, eve.status());
    assertEquals(List.of(), eve.items());
    assertEquals("invalid cursor: list again without one", eve.error());
    // What the library says, which the handler does not pass on: the key is outside the query's partition.
    InvalidCursorException refused = assertThrows(InvalidCursorException.class,
        () -> service.notes().query().primary("globex").startAfter(alicePage.next()).page());
    assertTrue(refused.getMessage().contains("lies outside the key condition"), refused.getMessage());
  }

  @Test
  void aForgedCursorWithAValidChecksumIsRefusedOutsideTheCallersPartition() {
    // The checksum only detects accidents: anyone can build a well-formed cursor. The key condition
    // is what keeps a forged one inside the caller's partition.
    Map<String, AttributeValue> acmeKey = new LinkedHashMap<>();
    acmeKey.put("pk", AttributeValue.fromS("TENANT#acme"));
    acmeKey.put("sk", AttributeValue.fromS("NOTE#n10"));
    String forged = Cursors.encode(Cursors.queryRead(NoteEntity.SCHEMA, null), acmeKey);
    assertEquals(200, handler.list(ALICE, Map.of("cursor", forged)).status());
    assertEquals("n11", handler.list(ALICE, Map.of("cursor", forged)).items().get(0).noteId());
    Response eve = handler.list(EVE, Map.of("cursor", forged));
    assertEquals(400, eve.status());
  }

  @Test
  void garbageTamperedAndOtherQueriesCursorsAreBadRequests() {
    String cursor = handler.list(ALICE, Map.of("limit", "2")).next();
    String tagCursor = handler.list(ALICE, Map.of("tag", "work", "limit", "2")).next();
    char last = cursor.charAt(cursor.length() - 1);
    String tampered = cursor.substring(0, cursor.length() - 1) + (last == 'A' ? 'B' : 'A');
    for (String bad : List.of("garbage", "", "%%%", tampered, cursor.substring(0, cursor.length() / 2))) {
      assertEquals(400, handler.list(ALICE, Map.of("cursor", bad)).status(), bad);
    }
    // A cursor of the tag index given to the list by id, and the other way round.
    assertEquals(400, handler.list(ALICE, Map.of("cursor", tagCursor)).status());
    assertEquals(400, handler.list(ALICE, Map.of("tag", "work", "cursor", cursor)).status());
    // A cursor of one tag given to another tag's list: another partition of the index.
    assertEquals(400, handler.list(ALICE, Map.of("tag", "home", "cursor", tagCursor)).status());
  }

  @Test
  void aLimitOutOfRangeIsABadRequest() {
    assertEquals("limit must be from 1 to 100, was 0", handler.list(ALICE, Map.of("limit", "0")).error());
    assertEquals("limit must be from 1 to 100, was 101", handler.list(ALICE, Map.of("limit", "101")).error());
    assertEquals("limit must be a number, was \"ten\"", handler.list(ALICE, Map.of("limit", "ten")).error());
  }

  @Test
  void aCursorIsOpaqueButNotSecret() {
    // Base64url of the key the page ended at: a client that decodes it reads the tenant and the note id.
    String cursor = handler.list(ALICE, Map.of("limit", "2")).next();
    assertNotNull(cursor);
    assertTrue(cursor.matches("[A-Za-z0-9_-]+"), cursor);
    String decoded = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.ISO_8859_1);
    assertTrue(decoded.contains("TENANT#acme") && decoded.contains("NOTE#n02"), decoded);
  }
}
