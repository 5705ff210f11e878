package dev.singletable.samples.types;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Key components containing the template's delimiters are stored, kept apart and read back. */
class DelimiterSafeKeysTest {
  private static final LocalDate DAY = LocalDate.of(2024, 1, 31);

  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void tuplesThatWouldRenderAlikeWithoutEscapingStayDistinct(SampleEngine engine) {
    Table table = Engines.newTable(engine, "tenants", MembershipEntity.SCHEMA);
    // unescaped, both would be TENANT#a#b / USER#c#2024-01-31 ... and TENANT#a / USER#b#c#...
    List<Membership> members = List.of(
        new Membership("a#b", "c", DAY, "first"),
        new Membership("a", "b#c", DAY, "second"),
        new Membership("a\\", "#c", DAY, "third"),
        new Membership("acme", "u", DAY, "fourth"),
        new Membership("acme#evil", "u", DAY, "fifth"));
    MembershipEntity memberships = MembershipEntity.of(table);

    members.forEach(m -> memberships.put(m).execute());

    assertEquals(members.size(), RawItems.scan(table).size());
    for (Membership m : members) {
      assertEquals(Optional.of(m), memberships.get(m.tenant(), m.user(), m.since()).execute());
    }
  }

  @Test
  void valuesWithoutDelimitersRenderExactlyAsTheTemplateShows() {
    assertEquals("TENANT#acme", MembershipEntity.pk("acme"));
    assertEquals("USER#jo@example.com#2024-01-31", MembershipEntity.sk("jo@example.com", DAY));
    assertEquals("USER#jo", MembershipEntity.byUserPk("jo"));
  }

  @Test
  void delimiterInsideAValueIsEscaped() {
    assertEquals("TENANT#a\\#b", MembershipEntity.pk("a#b"));
    assertEquals("TENANT#a\\\\", MembershipEntity.pk("a\\"));
    assertNotEquals(MembershipEntity.sk("b#c", DAY), MembershipEntity.sk("b", DAY));
  }
}
