package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each service's table files: written below {@code META-INF/singletable/<service>/}, the same bytes
 * whatever order the entities are compiled in and however often, without a time in them, copied
 * by {@code -Asingletable.infrastructure}, and with the example items of {@code
 * -Asingletable.examples} rendered as the keys store them (an example that does not fit is a
 * warning, not a lost build).
 */
class InfrastructureFilesTest {
  private static final List<String> FILES =
      List.of("events.cfn.json", "events.cfn.yaml", "events.tf.json", "events.workbench.json", "events.md");

  @Test
  void theFilesAreTheSameBytesWhateverTheOrderOfTheEntities(@TempDir Path directory) throws IOException {
    Path examples = directory.resolve("examples.json");
    Files.writeString(examples, "{\"events\": [{\"aggregateMeta\": {\"aggregateType\": \"order\", \"aggregateId\": \"12#3\","
        + " \"currentSeqNum\": 4}}]}");
    Map<String, String> first = files(compile(examples, directory.resolve("a"), "Event", "AggregateMeta", "Snapshot"));
    Map<String, String> second = files(compile(examples, directory.resolve("b"), "Snapshot", "Event", "AggregateMeta"));
    assertEquals(FILES, List.copyOf(first.keySet()));
    assertEquals(first, second);
    Pattern year = Pattern.compile("\\b20[2-9][0-9]-[01][0-9]-[0-3][0-9]");
    for (Map.Entry<String, String> file : first.entrySet()) {
      assertFalse(year.matcher(file.getValue()).find(), file.getKey() + " holds no date");
      assertEquals(file.getValue(), Files.readString(directory.resolve("a").resolve(file.getKey()),
          StandardCharsets.UTF_8), file.getKey() + " is copied to the option's directory");
    }
  }

  @Test
  void anExampleItemsKeysAreRenderedAsTheRuntimeStoresThem(@TempDir Path directory) throws IOException {
    Path examples = directory.resolve("examples.json");
    Files.writeString(examples, "{\"events\": [{\"aggregateMeta\": {\"aggregateType\": \"order\", \"aggregateId\": \"12#3\","
        + " \"currentSeqNum\": 4}}]}");
    String document = files(compile(examples, directory.resolve("out"), "Event", "AggregateMeta", "Snapshot"))
        .get("events.md");
    assertTrue(document.contains("| `AGGREGATE#order#12\\#3` | `#METADATA` |"), document);
  }

  @Test
  void anExampleThatDoesNotFitTheModelIsAWarning(@TempDir Path directory) throws IOException {
    Path examples = directory.resolve("examples.json");
    Files.writeString(examples, "{\"events\": [{\"aggregateMeta\": {\"aggregateType\": \"order\", \"colour\": \"red\"}},"
        + " {\"ghost\": {}}]}");
    Compilation compilation = compile(examples, directory.resolve("out"), "Event", "AggregateMeta", "Snapshot");
    assertThat(compilation).succeeded();
    List<String> warnings = compilation.warnings().stream().map(warning -> warning.getMessage(null)).toList();
    assertTrue(warnings.stream().anyMatch(warning -> warning.startsWith("[SingleTableExampleUnfit] example 1 of service"
        + " events (entity aggregateMeta): the record has no component colour")), warnings.toString());
    assertTrue(warnings.stream().anyMatch(warning -> warning.startsWith("[SingleTableExampleUnfit] example 2 of service"
        + " events names entity ghost")), warnings.toString());
  }

  @Test
  void anUnreadableExampleFileIsAnError(@TempDir Path directory) throws IOException {
    Path examples = directory.resolve("examples.json");
    Files.writeString(examples, "{\"events\": [");
    Compilation compilation = compile(examples, directory.resolve("out"), "Event", "AggregateMeta", "Snapshot");
    assertThat(compilation).hadErrorContaining("[SingleTableExamplesUnreadable]");
    assertTrue(compilation.errors().stream().map(error -> error.getMessage(null))
        .anyMatch(message -> message.contains("line 1, column 13")), compilation.errors().toString());
    assertEquals(Diagnostic.Kind.ERROR, compilation.errors().get(0).getKind());
  }

  private static Compilation compile(Path examples, Path copy, String... names) {
    JavaFileObject[] sources = Sources.good(names);
    return Compiler.javac()
        .withProcessors(new SingleTableProcessor())
        .withOptions("-Asingletable.examples=" + examples, "-Asingletable.infrastructure=" + copy)
        .compile(sources);
  }

  private static Map<String, String> files(Compilation compilation) throws IOException {
    assertThat(compilation).succeeded();
    Map<String, String> files = new LinkedHashMap<>();
    for (String name : FILES) {
      JavaFileObject file = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "",
          "META-INF/singletable/events/" + name).orElseThrow();
      files.put(name, file.getCharContent(true).toString());
    }
    return files;
  }
}
