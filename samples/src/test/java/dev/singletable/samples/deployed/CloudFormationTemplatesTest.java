package dev.singletable.samples.deployed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * Every sample service's CloudFormation template (the tests' own services included) states the table
 * the model defines, passes cfn-lint, and says the same in YAML as in JSON; the processor option
 * copies every file.
 */
class CloudFormationTemplatesTest {
  /** Where {@code -Asingletable.infrastructure} copies the files (the samples' pom names it). */
  private static final Path COPY = Path.of("target/infrastructure");

  @Test
  void everySampleServiceHasItsFilesAndTheOptionCopiesThem() throws IOException {
    List<String> names = GeneratedTables.services().stream().map(GeneratedTables.Service::name).toList();
    assertTrue(names.containsAll(List.of("accounts", "events", "grid", "ledger", "shop", "stock")), names.toString());
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      for (String suffix : GeneratedTables.SUFFIXES) {
        assertTrue(Files.isRegularFile(service.file(suffix)), service.file(suffix) + " is written");
      }
    }
    for (GeneratedTables.Service service : GeneratedTables.services()) {
      for (String suffix : GeneratedTables.SUFFIXES) {
        assertEquals(service.text(suffix), Files.readString(COPY.resolve(service.name() + suffix)),
            service.name() + suffix + " is copied as it is");
      }
    }
  }

  @Test
  void eachTemplateStatesTheTableDefinitionOfItsService() {
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      assertEquals(service.definition("deployed"), TemplateTables.definition(service.json(".cfn.json"), "deployed"),
          service.toString());
    }
  }

  @Test
  void theLedgerTemplateStatesEveryTableOption() {
    JsonNode properties = GeneratedTables.service("ledger").json(".cfn.json").field("Resources").orElseThrow()
        .field("Table").orElseThrow().field("Properties").orElseThrow();
    for (String option : List.of("LocalSecondaryIndexes", "TimeToLiveSpecification", "PointInTimeRecoverySpecification",
        "DeletionProtectionEnabled", "TableClass", "SSESpecification", "OnDemandThroughput", "WarmThroughput", "Tags")) {
      assertTrue(properties.field(option).isPresent(), "ledger's template has " + option);
    }
    assertEquals("14", properties.field("PointInTimeRecoverySpecification").orElseThrow()
        .field("RecoveryPeriodInDays").orElseThrow().asNumber());
    assertEquals(4, properties.field("GlobalSecondaryIndexes").orElseThrow().asArray().get(2)
        .field("KeySchema").orElseThrow().asArray().size(), "byCategory is keyed by four attributes");
  }

  @Test
  void theStreamIsTheStreamViewTypeParameterAndItsArnAnOutputWhenOn() {
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      JsonNode template = service.json(".cfn.json");
      JsonNode parameter = template.field("Parameters").orElseThrow().field("StreamViewType").orElseThrow();
      assertEquals("NONE", parameter.field("Default").orElseThrow().asString(), service.toString());
      JsonNode stream = template.field("Resources").orElseThrow().field("Table").orElseThrow().field("Properties")
          .orElseThrow().field("StreamSpecification").orElseThrow().field("Fn::If").orElseThrow();
      assertEquals("HasStream", stream.asArray().get(0).asString(), service.toString());
      assertEquals("HasStream", template.field("Outputs").orElseThrow().field("StreamArn").orElseThrow()
          .field("Condition").orElseThrow().asString(), service.toString());
    }
  }

  @Test
  void theYamlTemplateSaysWhatTheJsonTemplateSays() throws Exception {
    String script = "import json, sys, yaml\n"
        + "args = sys.argv[1:]\n"
        + "for json_file, yaml_file in zip(args[::2], args[1::2]):\n"
        + "    if json.load(open(json_file)) != yaml.safe_load(open(yaml_file)):\n"
        + "        print(yaml_file + ' differs from ' + json_file)\n";
    List<String> command = new ArrayList<>(List.of("python3", "-c", script));
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      command.add(service.file(".cfn.json").toString());
      command.add(service.file(".cfn.yaml").toString());
    }
    Result result = run(command);
    assertEquals(new Result(0, ""), result);
  }

  /** cfn-lint is a build requirement: when it is missing the test fails, it does not skip. */
  @Test
  void everyTemplatePassesCfnLint() throws Exception {
    List<String> command = new ArrayList<>(List.of("cfn-lint", "--"));
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      command.add(service.file(".cfn.json").toString());
      command.add(service.file(".cfn.yaml").toString());
    }
    Result result = run(command);
    assertEquals(0, result.code(), "cfn-lint reports:\n" + result.output());
  }

  record Result(int code, String output) {}

  static Result run(List<String> command) throws IOException, InterruptedException {
    Process process;
    try {
      process = new ProcessBuilder(command).redirectErrorStream(true).start();
    } catch (IOException e) {
      fail(command.get(0) + " is needed to check the generated templates and could not be started (" + e.getMessage()
          + "); install it: pip install cfn-lint (which brings PyYAML)");
      throw e;
    }
    byte[] output = process.getInputStream().readAllBytes();
    assertTrue(process.waitFor(5, TimeUnit.MINUTES), command.get(0) + " finished");
    return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
  }
}
