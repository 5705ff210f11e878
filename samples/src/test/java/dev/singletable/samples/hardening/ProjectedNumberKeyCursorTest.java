package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A projection read of an entity keyed by numbers takes its own cursors: the projection's schema
 * reports the entity's key types, so the cursor check expects numbers where the table has them.
 */
class ProjectedNumberKeyCursorTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aProjectionOfNumberKeysWalksEveryPageWithItsOwnCursors(SampleEngine engine) {
    DialEntity dials = DialEntity.of(Engines.newTable(engine, "dials", DialEntity.SCHEMA));
    for (long id = 1; id <= 5; id++) {
      dials.put(new Dial(id, 1000 + id, "north", "r" + id)).execute();
    }

    List<Long> read = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    do {
      var query = dials.query().bySite("north").limit(2);
      if (cursor.isPresent()) {
        query.startAfter(cursor.get());
      }
      var page = query.page();
      page.items().forEach(projection -> read.add(projection.dialId()));
      cursor = page.cursor();
    } while (cursor.isPresent());

    assertEquals(List.of(1L, 2L, 3L, 4L, 5L), read);
  }
}
