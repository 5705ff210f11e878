package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.types.Blob;
import dev.singletable.samples.types.BlobEntity;
import dev.singletable.samples.types.Colour;
import dev.singletable.samples.types.Everything;
import dev.singletable.samples.types.EverythingEntity;
import dev.singletable.samples.types.Membership;
import dev.singletable.samples.types.MembershipEntity;
import java.lang.reflect.Method;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The twins of {@code MarshallingRoundTripTest} and {@code DelimiterSafeKeysTest}: every supported
 * type, and key components holding the delimiters, written and read back with the async terminals.
 */
class AsyncMarshallingRoundTripTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  /** {@code MarshallingRoundTripTest.full()} or {@code sparse()}, package-private there. */
  private static Everything fixture(String name) {
    try {
      Method method = Class.forName("dev.singletable.samples.types.MarshallingRoundTripTest").getDeclaredMethod(name);
      method.setAccessible(true);
      return (Everything) method.invoke(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everySupportedTypeComesBackEqualAndNullsAreOmitted(AsyncEngines.Engine engine) {
    Table table = engine.newTable("types", EverythingEntity.SCHEMA);
    EverythingEntity things = EverythingEntity.of(table);
    Everything full = fixture("full");
    Everything sparse = fixture("sparse");

    await(things.put(full).executeAsync());
    await(things.put(sparse).executeAsync());

    assertEquals(Optional.of(full), await(things.get("id-1", Colour.GREEN, full.at()).executeAsync()));
    assertEquals(Optional.of(sparse), await(things.get("id-2", Colour.RED, Instant.EPOCH).executeAsync()));
    Map<String, AttributeValue> stored = RawItems.scan(table).stream()
        .filter(item -> item.get("pk").s().equals("THING#id-2")).findFirst().orElseThrow();
    assertFalse(stored.containsKey("text"));
    assertFalse(stored.containsKey("boxedI"));
    assertTrue(stored.containsKey("i"), "primitives are always written");
    Map<String, AttributeValue> item = EverythingEntity.toItem(full);
    assertEquals("12.34 EUR", item.get("price").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void bytesComeBackEqual(AsyncEngines.Engine engine) {
    BlobEntity blobs = BlobEntity.of(engine.newTable("blobs", BlobEntity.SCHEMA));
    byte[] data = {0, 1, -1, 127, -128};

    await(blobs.put(new Blob("b1", data, List.of(data, new byte[0]))).executeAsync());

    Blob back = await(blobs.get("b1").executeAsync()).orElseThrow();
    assertArrayEquals(data, back.data());
    assertArrayEquals(data, back.parts().get(0));
    assertEquals(0, back.parts().get(1).length);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void notANumberFailsTheFutureNamingEntityAndField(AsyncEngines.Engine engine) {
    Table table = engine.newTable("types", EverythingEntity.SCHEMA);
    Everything full = fixture("full");
    Everything nan = new Everything(full.id(), full.variant(), full.at(), full.text(), full.i(),
        full.boxedI(), full.l(), full.boxedL(), full.s(), full.boxedS(), full.b(), full.boxedB(),
        Double.NaN, full.boxedD(), full.f(), full.boxedF(), full.flag(), full.boxedFlag(),
        full.decimal(), full.big(), full.day(), full.uuid(), full.colour(), full.names(),
        full.numbers(), full.tags(), full.longs(), full.decimals(), full.counts(), full.address(),
        full.addresses(), full.nested(), full.doc(), full.docList(), full.original(), full.price());

    InvalidValueException e = failure(InvalidValueException.class, EverythingEntity.of(table).put(nan).executeAsync());

    assertEquals("everything", e.entity());
    assertEquals("d", e.field());
    assertTrue(RawItems.scan(table).isEmpty());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void tuplesThatWouldRenderAlikeWithoutEscapingStayDistinct(AsyncEngines.Engine engine) {
    Table table = engine.newTable("tenants", MembershipEntity.SCHEMA);
    LocalDate day = LocalDate.of(2024, 1, 31);
    List<Membership> members = List.of(
        new Membership("a#b", "c", day, "first"),
        new Membership("a", "b#c", day, "second"),
        new Membership("a\\", "#c", day, "third"),
        new Membership("acme", "u", day, "fourth"),
        new Membership("acme#evil", "u", day, "fifth"));
    MembershipEntity memberships = MembershipEntity.of(table);

    members.forEach(m -> await(memberships.put(m).executeAsync()));

    assertEquals(members.size(), RawItems.scan(table).size());
    for (Membership m : members) {
      assertEquals(Optional.of(m), await(memberships.get(m.tenant(), m.user(), m.since()).executeAsync()));
    }
  }
}
