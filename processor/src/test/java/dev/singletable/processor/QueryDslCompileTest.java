package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.StandardLocation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What the generated query and update DSL lets compile: every condition in sort-key order does,
 * a condition on a component whose predecessors are free does not, nor an update of a key component.
 */
class QueryDslCompileTest {

  @Test
  void sortKeyConditionsInTemplateOrderCompileWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Sale", "SaleQueries"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  /** Compiles {@code bad/<caller>.java} against the Sale entity; it must fail at {@code line}. */
  private static Compilation assertCallerFails(String caller, String message, String line) {
    JavaFileObject source = Sources.bad(caller);
    Compilation compilation = Sources.compile(Sources.good("Sale"), source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining(message).inFile(source).onLineContaining(line);
    return compilation;
  }

  @Test
  void rangeOnTheSecondSortComponentWhileTheFirstIsFreeDoesNotCompile() {
    Compilation compilation = assertCallerFails("OutOfOrderSortCondition", "cannot find symbol", "storeGt(235)");
    assertThat(compilation).hadErrorContaining("storeGt(int)");
    assertThat(compilation).hadErrorContaining("SaleEntity.PrimaryCityStep");
  }

  @Test
  void monthConditionBeforeTheYearIsFixedDoesNotCompile() {
    Compilation compilation = assertCallerFails("MonthBeforeYear", "cannot find symbol", "monthGte(6)");
    assertThat(compilation).hadErrorContaining("SaleEntity.PrimaryYearStep");
  }

  @Test
  void rangesOnEveryComponentWhoseKeysSortByValueCompile() {
    Compilation compilation = Sources.compile(Sources.good("Reading", "DocumentPart", "ReadingQueries"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void rangeOnAPlainIntegerDoesNotCompileBecauseItsKeysSortAsText() {
    JavaFileObject source = Sources.bad("PlainIntegerRange");
    Compilation compilation = Sources.compile(Sources.good("DocumentPart"), source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(source).onLineContaining("versionGt(1)");
    assertThat(compilation).hadErrorContaining("DocumentPartEntity.PrimaryVersionStep");
  }

  @Test
  void updateOfAPrimaryKeyComponentDoesNotCompile() {
    Compilation compilation = assertCallerFails("UpdateOfKeyComponent", "no suitable method found for set", "SaleEntity.STORE");
    assertThat(compilation).hadErrorContaining("AttributePath<com.example.sales.Sale,java.lang.Integer> cannot be converted"
        + " to dev.singletable.runtime.expression.UpdatableAttribute<com.example.sales.Sale,V>");
  }

  @Test
  void consistentReadsOfAGlobalIndexDoNotCompile() {
    JavaFileObject source = Sources.bad("ConsistentOnGlobalIndex");
    Compilation compilation = Sources.compile(Sources.good("Event"), source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(source)
        .onLineContaining("byType(\"OrderPlaced\").consistent()");
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(source)
        .onLineContaining("eventIdGt(\"01\").consistent()");
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(source)
        .onLineContaining("scanByType().consistent()");
  }

  @Test
  void consistentReadsOfTheTableAndACursorBeforeTheNarrowingCompile() {
    assertThat(Sources.compile(Sources.good("Event", "EventQueries"))).succeededWithoutWarnings();
  }


  @Test
  void consistentReadsOfACollectionOfAGlobalIndexAndASecondNarrowingDoNotCompile() {
    JavaFileObject source = Sources.bad("CollectionConsistentOnIndex");
    Compilation compilation = Sources.compile(Sources.good("Workspaces"), source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(source)
        .onLineContaining("owned(\"ada\").consistent()");
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(source)
        .onLineContaining("fromProject(\"p1\").board()");
  }

  @Test
  void aCollectionQueryKeepsItsTypeThroughItsModifiers() {
    assertThat(Sources.compile(Sources.good("Workspaces", "WorkspacesQueries"))).succeededWithoutWarnings();
  }

  @Test
  void aStepAndTheQueryItEndsInShareOneTypeWithEveryTerminal() {
    assertThat(Sources.compile(Sources.good("Sale", "SaleQueryForms"))).succeededWithoutWarnings();
  }

  @Test
  void rangesAndPrefixesOfAStepLeaveTheComponentOpenOnNull() throws IOException {
    Compilation compilation = Sources.compile(Sources.good("Sale"));
    assertThat(compilation).succeededWithoutWarnings();
    String step = compilation.generatedSourceFile("com.example.sales.SaleEntity").orElseThrow()
        .getCharContent(true).toString();
    assertTrue(step.contains("return beginsWith(start == null ? null : "), step);
    assertTrue(step.contains("return greaterThan(city == null ? null : "), step);
    assertTrue(step.contains("return between(low == null ? null : "), step);
    // A primitive component cannot be null: its range encodes the value as it is.
    assertTrue(step.contains("return greaterThan(SK.padded(1, store, 5))"), step);
  }

  @Test
  void theTableIndexByItsOwnNameStartsTheSameStepsAsPrimary() throws IOException {
    Compilation compilation = Sources.compile(Sources.good("Copy", "CopyQueries"));
    assertThat(compilation).succeededWithoutWarnings();
    String entity = compilation.generatedSourceFile("com.example.library.CopyEntity").orElseThrow()
        .getCharContent(true).toString();
    assertTrue(entity.contains("public PrimaryCopyIdStep copies(String isbn)"), entity);
    assertTrue(entity.contains("public PrimaryCopyIdStep primary(String isbn)"), entity);
    String description = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "", "META-INF/singletable/library.md")
        .orElseThrow().getCharContent(true).toString();
    assertTrue(description.contains("| `CopyEntity.query().primary(...)`, `.copies(...)` | Query |"), description);
  }

  @Test
  void collectionsOfTheSameMembersShareAnInterfaceAndFilterAcrossMembersTyped() throws IOException {
    Compilation compilation = Sources.compile(Sources.good("Volume", "Subject", "CatalogReads"));
    assertThat(compilation).succeededWithoutWarnings();
    String service = compilation.generatedSourceFile("com.example.catalog.CatalogService").orElseThrow()
        .getCharContent(true).toString();
    assertTrue(service.contains("public interface SubjectsAndVolumes {"), service);
    assertTrue(service.contains("public static final class WorksCollection implements SubjectsAndVolumes {"), service);
    assertTrue(service.contains("public static final class TitlesCollection implements SubjectsAndVolumes {"), service);
  }

  @Test
  void memberFiltersAreNamedAfterTheRecordAsScanFiltersAre() throws IOException {
    Compilation compilation = Sources.compile(Sources.good("PullRequest", "IssueComment"));
    assertThat(compilation).succeededWithoutWarnings();
    String service = compilation.generatedSourceFile("com.example.tickets.TicketsService").orElseThrow()
        .getCharContent(true).toString();
    assertTrue(service.contains(" wherePullRequest("), service);
    assertTrue(service.contains(" whereIssueComment("), service);
    assertFalse(service.contains("wherePull_request"), service);
  }

  @Test
  void aFilterOfAnotherCollectionDoesNotCompile() {
    JavaFileObject source = Sources.bad("CollectionFilterOfAnotherCollection");
    Compilation compilation = Sources.compile(Sources.good("Volume"), Sources.good("Subject"), source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("no suitable method found for filter").inFile(source)
        .onLineContaining("catalog.titles(\"The Hobbit\").filter(");
  }

  @Test
  void aMemberFilterOfAnotherEntitysConditionDoesNotCompile() {
    JavaFileObject source = Sources.bad("CollectionFilterOfAnotherEntity");
    Compilation compilation = Sources.compile(Sources.good("Volume"), Sources.good("Subject"), source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("incompatible types").inFile(source)
        .onLineContaining("WorksQuery.whereVolume(SubjectEntity.SUBJECT");
  }
}
