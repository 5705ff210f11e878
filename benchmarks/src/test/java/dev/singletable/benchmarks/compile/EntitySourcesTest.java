package dev.singletable.benchmarks.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor-cost benchmark is only meaningful while the processor accepts the generated records
 * and writes an entity for each: checked here on a few, so a change to either side shows up in the
 * build rather than in the next benchmark run.
 */
class EntitySourcesTest {
  @Test
  void theProcessorGeneratesAnEntityForEveryGeneratedRecord(@TempDir Path dir) {
    List<Path> sources = EntitySources.write(dir.resolve("src"), 3);
    Javac javac = new Javac(System.getProperty("java.class.path"));

    assertEquals(6, javac.compile(sources, dir.resolve("out"), true));
  }
}
