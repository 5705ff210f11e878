package dev.singletable.samples.deployed;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableDefinition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * The files the processor wrote for the samples' services, read from the class output ({@code
 * META-INF/singletable/<service>/}), and the generated service each belongs to.
 */
final class GeneratedTables {
  /** The infrastructure files of one service, by suffix. */
  static final List<String> SUFFIXES = List.of(".cfn.json", ".cfn.yaml", ".tf.json", ".workbench.json", ".md");
  private static final Pattern SERVICE_CLASS = Pattern.compile("whose code is `([\\w.]+)`");

  private GeneratedTables() {}

  /** The class output's {@code META-INF/singletable} directory. */
  static Path root() {
    URL url = GeneratedTables.class.getClassLoader().getResource("META-INF/singletable/events/events.cfn.json");
    assertTrue(url != null, "the processor wrote META-INF/singletable/events/events.cfn.json");
    try {
      return Path.of(url.toURI()).getParent().getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Every service the processor wrote files for, by name, in name order. */
  static List<String> services() {
    try (Stream<Path> entries = Files.list(root())) {
      return entries.filter(Files::isDirectory).map(path -> path.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One of a service's files. */
  static Path file(String service, String suffix) {
    return root().resolve(service).resolve(service + suffix);
  }

  /** One of a service's files, as text. */
  static String text(String service, String suffix) {
    try {
      return Files.readString(file(service, suffix), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One of a service's JSON files. */
  static JsonNode json(String service, String suffix) {
    return JsonNode.parser().parse(text(service, suffix));
  }

  /** The generated service class, which the design document names. */
  static Class<?> serviceClass(String service) {
    Matcher named = SERVICE_CLASS.matcher(text(service, ".md"));
    assertTrue(named.find(), "the design document of " + service + " names its service class");
    try {
      return Class.forName(named.group(1));
    } catch (ClassNotFoundException e) {
      throw new AssertionError("service " + service + " names class " + named.group(1) + ", which does not exist", e);
    }
  }

  /** What the generated service's {@code tableDefinition(tableName)} returns. */
  static TableDefinition definition(String service, String tableName) {
    try {
      return (TableDefinition) serviceClass(service).getMethod("tableDefinition", String.class).invoke(null, tableName);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("service " + service + " has no tableDefinition(String)", e);
    }
  }
}
