package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Good entities compile, generated code included, against the real runtime with every lint warning
 * on: the generated code is as clean as the code around it.
 */
class GeneratedEntitiesCompileTest {

  @Test
  void eventOfTheDesignCompilesWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Event"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.events.EventEntity");
  }

  @Test
  void eventsServiceWithCollectionLifecycleAndTtlCompilesWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Event", "AggregateMeta", "Snapshot"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.events.EventsService");
    assertThat(compilation)
        .generatedFile(StandardLocation.CLASS_OUTPUT, "", "META-INF/singletable/events.md")
        .contentsAsUtf8String()
        .contains("| `version` | N | @Version: +1 on every write, checked by put |");
  }

  @Test
  void serviceIsNotWrittenWhenOneOfItsEntitiesHasAProblem(@TempDir Path out) {
    List<String> errors = Sources.generateInto(out, Sources.good("Event"), Sources.good("AggregateMeta"),
        Sources.bad("BadSnapshot"));

    assertEquals(1, errors.size(), errors.toString());
    assertTrue(errors.get(0).startsWith("[SingleTableTtlType]"), errors.get(0));
    Path events = out.resolve("com/example/events");
    assertTrue(Files.exists(events.resolve("EventEntity.java")));
    assertFalse(Files.exists(events.resolve("EventsService.java")), "EventsService would name the missing SnapshotEntity");
  }

  @Test
  void customerAndOrderSharingAPartitionCompileWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Customer", "Order", "Address"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.shop.CustomerEntity");
    assertThat(compilation).generatedSourceFile("com.example.shop.OrderEntity");
  }

  @Test
  void samePlaceholderInPkAndSkIsOneParameterOfKey() {
    Compilation compilation = Sources.compile(Sources.good("Customer"));
    assertThat(compilation).succeeded();
    assertThat(compilation)
        .generatedSourceFile("com.example.shop.CustomerEntity")
        .contentsAsUtf8String()
        .contains("public static Key<Customer> key(String id) {");
  }

  @Test
  void everyKeyEncodingConstantKeysAndNoSortKeyCompileWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("User", "Session", "Settings"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void everyValueTypeNestedAndRecursiveCompilesWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("AllTypes", "Money", "MoneyCodec"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void namesThatCollideWithGeneratedAndRuntimeNamesCompileWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Table"));
    assertThat(compilation).succeededWithoutWarnings();
  }
}
