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
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
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

  /**
   * The vector index property of {@code AWS::DynamoDB::Table} as the CloudFormation Template
   * Reference documents it, in cfn-lint's schema form (the file names its source).
   */
  private static final Path SCHEMA_ADDITION = Path.of("src/test/resources/cloudformation/vector-indexes.schema.json");

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

  /**
   * cfn-lint is a build requirement: when it is missing the test fails, it does not skip. Its schema
   * of {@code AWS::DynamoDB::Table} is given the {@code VectorIndexes} property (see {@link
   * #SCHEMA_ADDITION}); then the only finding it may make is E3039 on a template with vector indexes,
   * naming as the difference exactly the attributes only their search schemas use: the rule predates
   * search schemas, whose attributes CloudFormation requires among the attribute definitions.
   */
  @Test
  void everyTemplatePassesCfnLint() throws Exception {
    List<String> command = new ArrayList<>(List.of("cfn-lint", "-f", "parseable", "-s", schemas().toString(), "--"));
    List<String> expected = new ArrayList<>();
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      for (String suffix : List.of(".cfn.json", ".cfn.yaml")) {
        command.add(service.file(suffix).toString());
        searchAttributeFinding(service, suffix).ifPresent(expected::add);
      }
    }
    assertEquals(3 * 2, expected.size(), "the catalogue, recipes and sketches templates have vector indexes");
    Result result = run(command);
    assertEquals(sorted(expected), findings(result), "cfn-lint reports:\n" + result.output());
  }

  /**
   * Pins why the schema is given a property: cfn-lint's own schema lacks {@code VectorIndexes} and
   * nothing else the templates use. When a cfn-lint release knows the property, this test and the
   * schema preparation fail, and the addition goes.
   */
  @Test
  void cfnLintsOwnSchemaLacksOnlyTheVectorIndexProperty() throws Exception {
    List<String> command = new ArrayList<>(List.of("cfn-lint", "-f", "parseable", "--"));
    List<String> expected = new ArrayList<>();
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      for (String suffix : List.of(".cfn.json", ".cfn.yaml")) {
        Optional<String> finding = searchAttributeFinding(service, suffix);
        if (finding.isPresent()) {
          command.add(service.file(suffix).toString());
          expected.add(finding.get());
          expected.add(service.file(suffix) + ":E3002:Additional properties are not allowed ('VectorIndexes' was"
              + " unexpected)");
        }
      }
    }
    Result result = run(command);
    assertEquals(sorted(expected), findings(result), "cfn-lint reports:\n" + result.output());
  }

  /** The added property is checked as CloudFormation documents it, not merely allowed. */
  @Test
  void theAddedPropertyRefusesWhatCloudFormationRefuses() throws Exception {
    String template = GeneratedTables.service("catalogue").text(".cfn.json")
        .replace("\"Dimensions\": 8", "\"Dimensions\": 4097")
        .replace("\"COSINE\"", "\"MANHATTAN\"")
        .replace("\"INLINE_FILTER\"", "\"RANGE\"")
        .replace("\"IndexName\": \"byEmbedding\"", "\"IndexName\": \"by\"");
    Path file = Files.createDirectories(Path.of("target/cfn-lint-crafted")).resolve("catalogue.cfn.json");
    Files.writeString(file, template);
    Result result = run(List.of("cfn-lint", "-f", "parseable", "-s", schemas().toString(), "--", file.toString()));
    for (String refused : List.of("4097", "'MANHATTAN'", "'RANGE'", "'by'")) {
      assertTrue(findings(result).stream().anyMatch(finding -> finding.contains(refused) && finding.contains(":E30")),
          refused + " is refused; cfn-lint reports:\n" + result.output());
    }
  }

  /**
   * A directory holding cfn-lint's own schema of {@code AWS::DynamoDB::Table} with {@link
   * #SCHEMA_ADDITION} added, for its {@code --registry-schemas} option; fails if cfn-lint's schema has
   * any of the added names already.
   */
  private static Path schemas() throws Exception {
    Path directory = Files.createDirectories(Path.of("target/cfn-lint-schemas"));
    String script = "import json, sys\n"
        + "from cfnlint.schema.manager import PROVIDER_SCHEMA_MANAGER\n"
        + "schema = json.loads(json.dumps(PROVIDER_SCHEMA_MANAGER.get_resource_schema('us-east-1',"
        + " 'AWS::DynamoDB::Table').schema))\n"
        + "addition = json.load(open(sys.argv[1]))\n"
        + "for part in ('properties', 'definitions'):\n"
        + "    known = sorted(set(schema[part]) & set(addition[part]))\n"
        + "    if known:\n"
        + "        print('cfn-lint already has ' + part + ' ' + ', '.join(known) + ': drop them from ' + sys.argv[1])\n"
        + "    schema[part].update(addition[part])\n"
        + "json.dump(schema, open(sys.argv[2], 'w'), indent=1, sort_keys=True)\n";
    Result result = run(List.of("python3", "-c", script, SCHEMA_ADDITION.toString(),
        directory.resolve("AWS_DynamoDB_Table.json").toString()));
    assertEquals(new Result(0, ""), result);
    return directory;
  }

  /**
   * The E3039 finding cfn-lint makes on a template with vector indexes, as {@link #findings} gives
   * it: the attribute definitions and, as the key schemas' attributes, those less the attributes only
   * search schemas use.
   */
  private static Optional<String> searchAttributeFinding(GeneratedTables.Service service, String suffix) {
    JsonNode properties = TemplateTables.properties(service.json(".cfn.json"));
    List<String> search = TemplateTables.searchOnlyAttributes(properties);
    if (search.isEmpty()) {
      return Optional.empty();
    }
    List<String> defined = new ArrayList<>();
    for (JsonNode attribute : TemplateTables.field(properties, "AttributeDefinitions").asArray()) {
      defined.add(TemplateTables.string(attribute, "AttributeName"));
    }
    List<String> keys = new ArrayList<>(defined);
    keys.removeAll(search);
    return Optional.of(service.file(suffix) + ":E3039:The set of Attributes in AttributeDefinitions: "
        + pythonList(defined) + " and KeySchemas: " + pythonList(keys) + " must match at Resources/Table/Properties");
  }

  /** {@code ['a', 'b']}, sorted, as cfn-lint prints a set of names. */
  private static String pythonList(List<String> names) {
    return sorted(names).stream().map(name -> "'" + name + "'").collect(Collectors.joining(", ", "[", "]"));
  }

  /**
   * cfn-lint's parseable findings ({@code file:line:column:end line:end column:rule:message}) as
   * {@code file:rule:message}, sorted; a line of another form is kept as it is, to fail the
   * comparison.
   */
  private static List<String> findings(Result result) {
    List<String> findings = new ArrayList<>();
    for (String line : result.output().lines().filter(line -> !line.isBlank()).toList()) {
      String[] parts = line.split(":", 7);
      findings.add(parts.length == 7 ? parts[0] + ":" + parts[5] + ":" + parts[6] : line);
    }
    return sorted(findings);
  }

  private static List<String> sorted(List<String> list) {
    return list.stream().sorted().toList();
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
