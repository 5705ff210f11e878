package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Defaults of every type a default can be written for, read at compile time into constants of the
 * component's type, and generated ids: what {@code completed(value)} gives, and the javadoc that
 * shows it.
 */
class CreationValuesTest {

  @Test
  void everyDefaultReadsAsItsComponentsTypeAndTheIdsAreGenerated() throws Exception {
    Compilation compilation = Sources.compile(Sources.good("Issue"));
    assertThat(compilation).succeededWithoutWarnings();
    CompiledClasses classes = new CompiledClasses(compilation);
    Class<?> record = classes.load("good.Issue");
    Class<?> entity = classes.load("good.IssueEntity");
    RecordComponent[] components = record.getRecordComponents();
    Object[] nulls = new Object[components.length];
    nulls[0] = "singletable";
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
    }
    Object value = record.getDeclaredConstructor(types).newInstance(nulls);

    Object completed = entity.getMethod("completed", record).invoke(null, value);

    assertEquals("singletable", get(completed, "repo"));
    assertEquals(7, UUID.fromString((String) get(completed, "issueId")).version());
    assertEquals("OPEN", get(completed, "state").toString());
    assertEquals("a <b> & {c} @d */", get(completed, "note"));
    assertEquals(Boolean.TRUE, get(completed, "watched"));
    assertEquals((byte) -7, get(completed, "tiny"));
    assertEquals((short) 300, get(completed, "small"));
    assertEquals(-42, get(completed, "count"));
    assertEquals(9_000_000_000L, get(completed, "big"));
    assertEquals(1.5f, get(completed, "ratio"));
    assertEquals(-2.25, get(completed, "weight"));
    assertEquals(new BigDecimal("12.50"), get(completed, "price"));
    assertEquals(new BigInteger("123456789012345678901234567890"), get(completed, "huge"));
    assertEquals(Instant.parse("2024-01-02T03:04:05.678Z"), get(completed, "at"));
    assertEquals(LocalDate.of(2024, 2, 29), get(completed, "day"));
    assertEquals(UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), get(completed, "ref"));
    assertEquals(4, ((UUID) get(completed, "token")).version());
    assertNull(get(value, "issueId"));
    assertNotNull(get(entity.getMethod("completed", record).invoke(null, completed), "issueId"));
    assertEquals(get(completed, "issueId"),
        get(entity.getMethod("completed", record).invoke(null, completed), "issueId"), "a given id is kept");
  }

  @Test
  void theCreateAndPutJavadocListTheDefaultsAndGeneratedIds() throws Exception {
    Compilation compilation = Sources.compile(Sources.good("Issue"));
    String source = compilation.generatedSourceFile("good.IssueEntity").orElseThrow().getCharContent(true).toString();

    assertTrue(source.contains("{@code issueId} a new version 7 UUID, {@code state} {@code OPEN}"), source);
    assertTrue(source.contains("{@code note} {@code a &lt;b&gt; &amp; &#123;c&#125; &#64;d *&#47;}"), source);
    assertTrue(source.contains("{@code token} a new random UUID"), source);
  }

  @Test
  void theUpsertJavadocNamesTheValuesItRendersIndexKeysFromAndWhatEachCaseCosts() throws Exception {
    Compilation compilation = Sources.compile(Sources.good("Report"));
    assertThat(compilation).succeededWithoutWarnings();
    String source = compilation.generatedSourceFile("good.ReportEntity").orElseThrow().getCharContent(true).toString();
    String upsert = source.substring(source.indexOf("creating the item when there is none"), source.indexOf("public Update upsert("))
        .replaceAll("\\s*\\n\\s*\\*\\s*", " ");

    assertTrue(upsert.contains("An upsert that writes the keys of indexes {@code gsi2}, {@code gsi1} renders them from"
        + " the values it gives an item it creates, {@code filedAt} (its own time), {@code queue} (its default),"
        + " {@code caseId} (a new id), {@code state} (its default), on condition that the item lacks or holds them"), upsert);
    assertTrue(upsert.contains("(two requests, no read), and in a transaction it cancels."), upsert);
    assertTrue(upsert.contains("The keys of an index whose every component is a key component or one of these values"
        + " are written only if the item has none: an item that has them keeps them, in one request, in a transaction"
        + " too."), upsert);
    assertTrue(!upsert.contains("{@code votes} (its default)"), "votes is in no index key: " + upsert);
  }

  private static Object get(Object record, String component) throws Exception {
    Method accessor = record.getClass().getMethod(component);
    return accessor.invoke(record);
  }
}
