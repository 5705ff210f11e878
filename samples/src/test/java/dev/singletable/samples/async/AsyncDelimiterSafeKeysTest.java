package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.types.Membership;
import dev.singletable.samples.types.MembershipEntity;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The twin of {@code DelimiterSafeKeysTest}: key components holding the template's delimiters, written and read with the async terminals. */
class AsyncDelimiterSafeKeysTest {
  private static final LocalDate DAY = LocalDate.of(2024, 1, 31);

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void tuplesThatWouldRenderAlikeWithoutEscapingStayDistinct(AsyncEngines.Engine engine) {
    Table table = engine.newTable("tenants", MembershipEntity.SCHEMA);
    // unescaped, both would be TENANT#a#b / USER#c#2024-01-31 ... and TENANT#a / USER#b#c#...
    List<Membership> members = List.of(
        new Membership("a#b", "c", DAY, "first"),
        new Membership("a", "b#c", DAY, "second"),
        new Membership("a\\", "#c", DAY, "third"),
        new Membership("acme", "u", DAY, "fourth"),
        new Membership("acme#evil", "u", DAY, "fifth"));
    MembershipEntity memberships = MembershipEntity.of(table);

    // All in flight at once: the puts share no key, so none may overwrite another.
    await(CompletableFuture.allOf(members.stream()
        .map(m -> memberships.put(m).executeAsync()).toArray(CompletableFuture[]::new)));

    assertEquals(members.size(), RawItems.scan(table).size());
    for (Membership m : members) {
      assertEquals(Optional.of(m), await(memberships.get(m.tenant(), m.user(), m.since()).executeAsync()));
    }
  }
}
