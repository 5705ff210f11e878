package dev.singletable.benchmarks.compile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the source of many entity records for {@link ProcessorCostBenchmark}: each a record of
 * eleven components of the common types (text, a padded number, a decimal, an instant, an int, a
 * boolean, a list and a map) with a partition key, a sort key and one GSI. Entity {@code i} belongs to
 * service {@code i % 20} and starts each key template with its own literal, so no two entities'
 * keys can collide.
 */
public final class EntitySources {
  static final String PACKAGE = "bench.entities";
  static final int SERVICES = 20;

  private EntitySources() {}

  /**
   * Writes {@code count} records under {@code root}, in the package directories.
   *
   * @return the files written
   */
  public static List<Path> write(Path root, int count) {
    Path dir = root.resolve(PACKAGE.replace('.', '/'));
    List<Path> files = new ArrayList<>(count);
    try {
      Files.createDirectories(dir);
      for (int i = 0; i < count; i++) {
        String name = String.format("Entity%03d", i);
        Path file = dir.resolve(name + ".java");
        Files.writeString(file, source(name, i));
        files.add(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  static String source(String name, int i) {
    String tag = String.format("E%03d", i);
    return "package " + PACKAGE + ";\n"
        + "\n"
        + "import dev.singletable.annotation.Entity;\n"
        + "import dev.singletable.annotation.Gsi;\n"
        + "import dev.singletable.annotation.Padded;\n"
        + "import dev.singletable.annotation.Pk;\n"
        + "import dev.singletable.annotation.Sk;\n"
        + "import java.math.BigDecimal;\n"
        + "import java.time.Instant;\n"
        + "import java.util.List;\n"
        + "import java.util.Map;\n"
        + "\n"
        + "@Entity(service = \"service" + (i % SERVICES) + "\", name = \"" + tag.toLowerCase() + "\")\n"
        + "@Pk(template = \"" + tag + "#TENANT#${tenantId}\")\n"
        + "@Sk(template = \"" + tag + "#${id}#${seq}\")\n"
        + "@Gsi(index = \"gsi1\", name = \"byStatus\", pk = \"" + tag + "#STATUS#${status}\", sk = \"" + tag + "#${createdAt}\")\n"
        + "public record " + name + "(\n"
        + "    String tenantId,\n"
        + "    String id,\n"
        + "    @Padded(8) long seq,\n"
        + "    String name,\n"
        + "    String status,\n"
        + "    BigDecimal amount,\n"
        + "    Instant createdAt,\n"
        + "    int count,\n"
        + "    boolean active,\n"
        + "    List<String> tags,\n"
        + "    Map<String, String> attributes) {}\n";
  }
}
