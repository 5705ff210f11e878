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
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * The files the processor wrote for the samples' services ({@code META-INF/singletable/<service>/}):
 * those of the seed designs in the class output, and those of the services the tests declare in
 * the test class output; each with the generated service it belongs to.
 */
final class GeneratedTables {
  /** The infrastructure files of one service, by suffix. */
  static final List<String> SUFFIXES = List.of(".cfn.json", ".cfn.yaml", ".tf.json", ".workbench.json", ".md");
  private static final String ROOT = "META-INF/singletable";
  private static final Pattern SERVICE_CLASS = Pattern.compile("whose code is `([\\w.]+)`");

  private GeneratedTables() {}

  /**
   * One service's files.
   *
   * @param name the service name
   * @param directory the directory of its files
   */
  record Service(String name, Path directory) {
    Path file(String suffix) {
      return directory.resolve(name + suffix);
    }

    String text(String suffix) {
      try {
        return Files.readString(file(suffix), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    JsonNode json(String suffix) {
      return JsonNode.parser().parse(text(suffix));
    }

    /** The generated service class, which the design document names. */
    Class<?> serviceClass() {
      Matcher named = SERVICE_CLASS.matcher(text(".md"));
      assertTrue(named.find(), "the design document of " + this + " names its service class");
      try {
        return Class.forName(named.group(1));
      } catch (ClassNotFoundException e) {
        throw new AssertionError(this + " names class " + named.group(1) + ", which does not exist", e);
      }
    }

    /** What the generated service's {@code tableDefinition(tableName)} returns. */
    TableDefinition definition(String tableName) {
      try {
        return (TableDefinition) serviceClass().getMethod("tableDefinition", String.class).invoke(null, tableName);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(this + " has no tableDefinition(String)", e);
      }
    }

    @Override
    public String toString() {
      return name + " (" + directory.getParent().getParent().getParent().getFileName() + ")";
    }
  }

  /** The class output's {@code META-INF/singletable} directory: the seed designs' services. */
  static Path root() {
    URL url = GeneratedTables.class.getClassLoader().getResource(ROOT + "/events/events.cfn.json");
    assertTrue(url != null, "the processor wrote " + ROOT + "/events/events.cfn.json");
    return path(url).getParent().getParent();
  }

  /** The seed designs' services, in name order. */
  static List<Service> services() {
    return services(root());
  }

  /** The seed designs' service of that name. */
  static Service service(String name) {
    return new Service(name, root().resolve(name));
  }

  /** Every service of the samples, the tests' own included. */
  static List<Service> everyService() {
    List<Service> services = new ArrayList<>();
    try {
      for (URL url : Collections.list(GeneratedTables.class.getClassLoader().getResources(ROOT))) {
        services.addAll(services(path(url)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertTrue(services.size() > services().size(), "the tests' services are found too: " + services);
    return services;
  }

  private static List<Service> services(Path root) {
    try (Stream<Path> entries = Files.list(root)) {
      return entries.filter(Files::isDirectory).sorted()
          .map(path -> new Service(path.getFileName().toString(), path)).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path path(URL url) {
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
