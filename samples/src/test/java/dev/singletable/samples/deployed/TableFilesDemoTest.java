package dev.singletable.samples.deployed;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The demo says where each service's table files are. */
class TableFilesDemoTest {
  @Test
  void theDemoPrintsTheDirectoryOfTheTableFilesAndTheServices() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    TableFilesDemo.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String printed = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(printed.contains(GeneratedTables.root() + "/<service>/"), printed);
    assertTrue(printed.contains("events, graph, grid"), printed);
    assertTrue(printed.contains("ledger/ledger.cfn.yaml"), printed);
  }
}
