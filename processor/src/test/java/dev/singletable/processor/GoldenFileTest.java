package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The generated source of the DESIGN.md {@code Event}, of the interface declaring its attribute
 * constants and of its service, and of {@code Delivery} with its nested records, compared letter for
 * letter with {@code src/test/resources/golden/EventEntity.java}, {@code EventEntityAttributes.java},
 * {@code EventsService.java} and {@code DeliveryEntity.java}, so that a reviewer sees what users get.
 *
 * <p>After an intended change to the generated code, rewrite the golden file and review its diff:
 *
 * <pre>
 * mvn -pl processor test -Dtest=GoldenFileTest -Dsingletable.golden.update=true
 * </pre>
 */
class GoldenFileTest {
  /** Relative to the module directory, where Maven and Gradle run tests. */
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @Test
  void eventEntityMatchesGoldenFile() throws IOException {
    assertMatchesGolden(Sources.compile(Sources.good("Event")), "com.example.events", "EventEntity");
  }

  @Test
  void eventEntityAttributeConstantsMatchGoldenFile() throws IOException {
    assertMatchesGolden(Sources.compile(Sources.good("Event")), "com.example.events", "EventEntityAttributes");
  }

  @Test
  void eventsServiceMatchesGoldenFile() throws IOException {
    assertMatchesGolden(Sources.compile(Sources.good("Event", "AggregateMeta", "Snapshot")), "com.example.events",
        "EventsService");
  }

  @Test
  void workspacesServiceWithSubCollectionsMatchesGoldenFile() throws IOException {
    assertMatchesGolden(Sources.compile(Sources.good("Workspaces")), "com.example.workspaces", "WorkspacesService");
  }

  @Test
  void deliveryEntityWithNestedRecordsMatchesGoldenFile() throws IOException {
    assertMatchesGolden(Sources.compile(Sources.good("Delivery")), "com.example.delivery", "DeliveryEntity");
  }

  @Test
  void ticketEntityReadingEarlierVersionsMatchesGoldenFile() throws IOException {
    assertMatchesGolden(Sources.compile(Sources.good("Ticket", "TicketV2", "TicketV1")), "com.example.tickets",
        "TicketEntity");
  }

  private static void assertMatchesGolden(Compilation compilation, String packageName, String className)
      throws IOException {
    JavaFileObject generated = compilation.generatedSourceFile(packageName + "." + className)
        .orElseThrow(() -> new AssertionError(className + " was not generated: " + compilation.diagnostics()));
    String actual = generated.getCharContent(false).toString();
    Path golden = GOLDEN.resolve(className + ".java");
    if (Boolean.getBoolean("singletable.golden.update")) {
      Files.writeString(golden, actual, StandardCharsets.UTF_8);
    }
    assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual,
        "generated " + className + " differs from " + golden + "; if intended, rerun with -Dsingletable.golden.update=true");
  }
}
