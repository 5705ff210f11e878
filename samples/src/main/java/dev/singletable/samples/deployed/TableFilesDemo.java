package dev.singletable.samples.deployed;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The demo's last part: where the processor wrote each service's table as CloudFormation,
 * Terraform, a NoSQL Workbench model and a design document, ready to deploy or review.
 */
public final class TableFilesDemo {
  private static final String ROOT = "META-INF/singletable/";

  private TableFilesDemo() {}

  /** Prints where the files are, service by service. */
  public static void run(PrintStream out) {
    out.println("== the tables as code");
    URL events = TableFilesDemo.class.getClassLoader().getResource(ROOT + "events/events.cfn.yaml");
    if (events == null) {
      out.println("the table files are not on the class path: compile the samples with the processor");
      return;
    }
    if (!"file".equals(events.getProtocol())) {
      out.println("the table files are in " + events.toString().replace("events/events.cfn.yaml", "<service>/"));
      return;
    }
    Path root;
    try {
      root = Path.of(events.toURI()).getParent().getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    out.println("each service's table, as CloudFormation (.cfn.json, .cfn.yaml), Terraform (.tf.json), a NoSQL"
        + " Workbench model (.workbench.json) and its design document (.md), is in " + root + "/<service>/:");
    List<String> services;
    try (Stream<Path> entries = Files.list(root)) {
      services = entries.filter(Files::isDirectory).map(path -> path.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    out.println("  " + String.join(", ", services));
    out.println("e.g. aws cloudformation deploy --stack-name ledger --template-file " + root.resolve("ledger")
        .resolve("ledger.cfn.yaml") + " --parameter-overrides TableName=ledger");
    out.println();
  }
}
