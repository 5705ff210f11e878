package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.diagnostics.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The error catalogue, {@code docs/reference/errors.md}: one section per message id of {@link
 * Message}, its messages as the processor prints them, a model that triggers it (compiled here with
 * the processor, which must report that id) and the fix. A new id fails here until it has its
 * section; run with {@code -Dsingletable.catalogue.write=true} to rewrite the generated parts (the
 * index and the messages) and add an empty section for each new id, whose model and fix are then
 * written by hand.
 */
class ErrorCatalogueTest {
  static final Path PAGE = Path.of("..", "docs", "reference", "errors.md");
  /** Ids no model can trigger: they report a fault of the processor itself. */
  private static final Set<String> NO_MODEL = Set.of("SingleTableInternalError");
  private static final Pattern SECTION = Pattern.compile("(?m)^## (SingleTable[A-Za-z]+)\\n");
  private static final Pattern JAVA = Pattern.compile("(?s)```java\\n(.*?)```\\n");
  private static final Pattern VERIFIED_BY = Pattern.compile("(?m)^\\*\\*Verified by\\*\\*: `(\\w+)`");
  private static final Pattern FILE = Pattern.compile("(?s)\\*\\*File `([^`]+)`\\*\\*\\n\\n```text\\n(.*?)```\\n");
  private static final Pattern OPTIONS = Pattern.compile("(?m)^\\*\\*Build options\\*\\*: (.*)$");
  private static final Pattern FIX = Pattern.compile("(?s)\\*\\*Fix\\*\\*: (.*?)(?=\\n\\n|\\n?$)");
  private static final Pattern TYPE = Pattern.compile("(?m)^(?:public\\s+)?(?:final\\s+)?(?:record|class|interface|enum|@interface)\\s+(\\w+)");
  private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+);");

  @TempDir
  Path directory;

  /** The hand-written part of one section: everything after its messages. */
  record Section(String id, String body) {}

  @Test
  void everyMessageIdHasItsSectionAndNoOther() throws IOException {
    if (Boolean.getBoolean("singletable.catalogue.write")) {
      Files.writeString(PAGE, render(sections(Files.readString(PAGE))));
    }
    assertEquals(ids(), sections(Files.readString(PAGE)).keySet(), "ids with a section in " + PAGE);
  }

  @Test
  void thePageIsWhatTheCatalogueGenerates() throws IOException {
    String page = Files.readString(PAGE);
    assertEquals(render(sections(page)), page,
        PAGE + " differs from the message catalogue: run the processor's tests with -Dsingletable.catalogue.write=true");
  }

  @Test
  void aModelWithoutItsIdFails() {
    Section section = new Section("SingleTableMissingPk", """
        **A model that triggers it**

        ```java
        package example;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;

        @Entity(service = "shop", name = "order")
        @Pk(template = "ORDER#${id}")
        public record Order(String id) {}
        ```

        **Fix**: add the template.
        """);
    assertFalse(reported(section).contains("SingleTableMissingPk"), "a model that compiles reports no id");
  }

  @TestFactory
  Stream<DynamicTest> eachModelTriggersItsIdAndEachIdHasAFix() throws IOException {
    return sections(Files.readString(PAGE)).values().stream()
        .map(section -> DynamicTest.dynamicTest(section.id(), () -> {
          Matcher fix = FIX.matcher(section.body());
          assertTrue(fix.find() && !fix.group(1).isBlank(), section.id() + " has no **Fix**");
          if (NO_MODEL.contains(section.id())) {
            return;
          }
          Matcher verifiedBy = VERIFIED_BY.matcher(section.body());
          if (verifiedBy.find()) {
            // What the model alone cannot show (a class path, an earlier round): a named test does.
            Path test = Path.of("src/test/java/dev/singletable/processor", verifiedBy.group(1) + ".java");
            assertTrue(Files.exists(test) && Files.readString(test).contains(section.id()),
                section.id() + " is verified by " + test + ", which does not name it");
            return;
          }
          assertTrue(section.body().contains("**A model that triggers it**") && JAVA.matcher(section.body()).find(),
              section.id() + " has no model that triggers it");
          Set<String> reported = reported(section);
          assertTrue(reported.contains(section.id()), section.id() + "'s model reports " + reported);
        }));
  }

  /** The ids the processor reports when it compiles a section's model, with its files and options. */
  private Set<String> reported(Section section) {
    Matcher model = JAVA.matcher(section.body());
    assertTrue(model.find(), section.id() + " has no model");
    List<String> options = new ArrayList<>(List.of("-Xlint:all,-processing"));
    Matcher file = FILE.matcher(section.body());
    try {
      while (file.find()) {
        Files.writeString(directory.resolve(file.group(1)), file.group(2));
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    Matcher extra = OPTIONS.matcher(section.body());
    if (extra.find()) {
      for (String option : extra.group(1).split("`[ ,]*`?")) {
        if (!option.isBlank()) {
          options.add(option.replace("`", "").replace("${dir}", directory.toString()));
        }
      }
    }
    List<JavaFileObject> sources = new ArrayList<>();
    do {
      String source = model.group(1);
      Matcher type = TYPE.matcher(source);
      assertTrue(type.find(), section.id() + ": a model declares a type");
      Matcher pkg = PACKAGE.matcher(source);
      String name = (pkg.find() ? pkg.group(1) + "." : "") + type.group(1);
      sources.add(JavaFileObjects.forSourceString(name, source));
    } while (model.find());
    Compilation compilation = Compiler.javac().withProcessors(new SingleTableProcessor()).withOptions(options)
        .compile(sources);
    Pattern id = Pattern.compile("\\[(SingleTable[A-Za-z]+)\\]");
    Set<String> ids = new TreeSet<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : compilation.diagnostics()) {
      Matcher found = id.matcher(diagnostic.getMessage(null));
      while (found.find()) {
        ids.add(found.group(1));
      }
    }
    return ids;
  }

  /** The ids of the catalogue, in its order. */
  static Set<String> ids() {
    return Stream.of(Message.values()).map(Message::id).collect(Collectors.toCollection(java.util.LinkedHashSet::new));
  }

  /** Each id's messages, their arguments shown as {@code …}. */
  static Map<String, List<String>> messages() {
    Map<String, List<String>> messages = new LinkedHashMap<>();
    for (Message message : Message.values()) {
      String shown = "[" + message.id() + "] " + message.template().replace("%n", " ").replaceAll("%[sd]", "…");
      messages.computeIfAbsent(message.id(), id -> new ArrayList<>()).add(shown);
    }
    return messages;
  }

  /** The hand-written sections of a page, by id. */
  static Map<String, Section> sections(String page) {
    Map<String, Section> sections = new LinkedHashMap<>();
    Matcher heading = SECTION.matcher(page);
    List<Integer> starts = new ArrayList<>();
    List<String> ids = new ArrayList<>();
    while (heading.find()) {
      starts.add(heading.end());
      ids.add(heading.group(1));
    }
    for (int i = 0; i < ids.size(); i++) {
      String text = page.substring(starts.get(i), i + 1 < ids.size() ? page.lastIndexOf("\n## ", starts.get(i + 1)) + 1 : page.length());
      int body = text.indexOf("**A model that triggers it**");
      int verified = text.indexOf("**Verified by**");
      body = body < 0 ? verified : verified < 0 ? body : Math.min(body, verified);
      int fix = text.indexOf("**Fix**");
      int start = body >= 0 ? body : fix >= 0 ? fix : text.length();
      int options = text.indexOf("**Build options**");
      int file = text.indexOf("**File `");
      for (int other : new int[] {options, file}) {
        if (other >= 0 && other < start) {
          start = other;
        }
      }
      sections.put(ids.get(i), new Section(ids.get(i), text.substring(start).strip() + "\n"));
    }
    return sections;
  }

  /** The page: the index and each id's messages generated, the rest kept from {@code kept}. */
  static String render(Map<String, Section> kept) {
    Map<String, List<String>> messages = messages();
    StringBuilder page = new StringBuilder();
    page.append("# Compile errors and warnings\n\n")
        .append("Every message the annotation processor prints starts with a stable id in brackets, e.g.\n")
        .append("`[SingleTableMissingPk]`: search this page for it. Each section shows the message as printed\n")
        .append("(`…` stands for the names and values of your model), a model that triggers it, and the fix.\n")
        .append("The messages are generated from the processor's catalogue, and every model below is compiled\n")
        .append("with the processor by the build, which fails if it does not report its id; a new id cannot\n")
        .append("ship without its section. An id with several causes lists each form of its message. Where a\n")
        .append("section names build options or files, `${dir}` stands for the directory that holds the files.\n\n")
        .append("Back to the [documentation](../README.md).\n\n");
    page.append("| id | messages |\n|---|--:|\n");
    for (Map.Entry<String, List<String>> id : messages.entrySet()) {
      page.append("| [").append(id.getKey()).append("](#").append(id.getKey().toLowerCase(java.util.Locale.ROOT))
          .append(") | ").append(id.getValue().size()).append(" |\n");
    }
    for (Map.Entry<String, List<String>> id : messages.entrySet()) {
      page.append("\n## ").append(id.getKey()).append("\n\n");
      page.append(id.getValue().size() == 1 ? "**Message**\n\n" : "**Messages**\n\n").append("```text\n");
      for (String message : id.getValue()) {
        page.append(message.replace("\n", " ")).append("\n");
      }
      page.append("```\n\n");
      Section section = kept.get(id.getKey());
      page.append(section == null ? "**A model that triggers it**\n\n```java\n```\n\n**Fix**: \n" : section.body());
    }
    return page.toString();
  }
}
