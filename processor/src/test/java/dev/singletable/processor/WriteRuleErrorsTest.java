package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @Required}, {@code @ReadOnly} and {@code @InstantFormat} where they contradict the component,
 * reported at the annotation.
 */
class WriteRuleErrorsTest {

  @Test
  void aRequiredComponentWithADefaultIsRefused() {
    Sources.assertErrorAt("RequiredWithDefault",
        "[SingleTableRequiredWithCreationValue] @Required on component status, which has @Default: a write that"
            + " lacks the value gets one",
        "@Required @Default(\"open\") String status");
  }

  @Test
  void aRequiredComponentWithAGeneratedIdIsRefused() {
    Sources.assertErrorAt("RequiredWithGeneratedId",
        "[SingleTableRequiredWithCreationValue] @Required on component reference, which has @GeneratedId",
        "@Required @GeneratedId String reference");
  }

  @Test
  void aRequiredOptionalIsRefused() {
    Sources.assertErrorAt("RequiredOptional",
        "[SingleTableRequiredOptional] @Required on component description of type"
            + " java.util.Optional<java.lang.String>, a type that says the value may be absent",
        "@Required Optional<String> description");
  }

  @Test
  void aReadOnlyPrimaryKeyComponentIsRefused() {
    Sources.assertErrorAt("ReadOnlyKey",
        "[SingleTableReadOnlyComponent] @ReadOnly on component taskName, a component of the primary key, which no"
            + " write changes already",
        "@ReadOnly String taskName");
  }

  @Test
  void aReadOnlyUpdateTimeIsRefused() {
    Sources.assertErrorAt("ReadOnlyUpdatedAt",
        "[SingleTableReadOnlyComponent] @ReadOnly on component updatedAt, which the library sets itself",
        "@ReadOnly @UpdatedAt Instant updatedAt");
  }

  @Test
  void anInstantFormatOfTextIsRefused() {
    Sources.assertErrorAt("InstantFormatOnText",
        "[SingleTableInstantFormatType] @InstantFormat on component createdAt of type java.lang.String; only an"
            + " Instant stored by the library",
        "@InstantFormat(InstantForm.ISO_8601) String createdAt");
  }

  @Test
  void anInstantFormatOfATimeToLiveIsRefused() {
    Sources.assertErrorAt("InstantFormatOnTtl",
        "[SingleTableInstantFormatType] @InstantFormat on component expiresAt of type java.time.Instant; @Ttl stores"
            + " it as epoch seconds already",
        "@Ttl @InstantFormat(InstantForm.EPOCH_MILLIS) Instant expiresAt");
  }

  @Test
  void aVariableWidthInstantInASortKeyIsRefused() {
    Sources.assertErrorAt("InstantFormatInSortKey",
        "[SingleTableInstantFormatInKey] @InstantFormat(ISO_8601) on component createdAt, which is part of the keys"
            + " of index \"gsi1\": keys hold instants in fixed-width text only (the library's, ISO_8601_SECONDS or"
            + " ISO_8601_MILLIS), and ISO_8601 varies in width",
        "@InstantFormat(InstantForm.ISO_8601) Instant createdAt");
  }

  @Test
  void anEpochInstantFormInThePrimaryKeyIsRefused() {
    Sources.assertErrorAt("InstantFormatEpochInKey",
        "[SingleTableInstantFormatInKey] @InstantFormat(EPOCH_MILLIS) on component at, which is part of the"
            + " primary key: keys hold instants in fixed-width text only (the library's, ISO_8601_SECONDS or"
            + " ISO_8601_MILLIS), and EPOCH_MILLIS is a number, which a key template would render in another form"
            + " than the attribute holds; use a fixed-width form",
        "@InstantFormat(InstantForm.EPOCH_MILLIS) Instant at");
  }

  @Test
  void fixedWidthInstantFormsArePartsOfKeysRenderedInTheirForm() throws Exception {
    Compilation compilation = Sources.compile(Sources.good("FixedWidthInstantKeys"));

    assertThat(compilation).succeededWithoutWarnings();
    String entity = compilation.generatedSourceFile("good.FixedWidthInstantKeysEntity").orElseThrow()
        .getCharContent(true).toString();
    assertTrue(entity.contains(".instantMillis(0, day)"), entity);
    assertTrue(entity.contains(".instantSeconds(0, at)"), entity);
    assertTrue(entity.contains(".instantSeconds(0, changedAt)"), entity);
    assertTrue(entity.contains("now.truncatedTo(ChronoUnit.SECONDS)"), entity);
  }

  @Test
  void anUpdateOfAReadOnlyComponentDoesNotCompile() {
    JavaFileObject caller = Sources.bad("ReadOnlyUpdated");
    Compilation compilation = Sources.compile(Sources.bad("ReadOnlyEmployee"), caller);
    assertThat(compilation).hadErrorContaining("no suitable method found for set(").inFile(caller)
        .onLineContaining("ReadOnlyEmployeeEntity.BIRTHDAY");
    assertThat(compilation).hadErrorCount(1);
  }
}
