package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableCheck;
import dev.singletable.runtime.table.TableUpdate;
import dev.singletable.runtime.table.TableUpdateReport;
import dev.singletable.runtime.table.TableUpdateStep;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.DynamoDbExtension;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The testing guide's examples ({@code docs/guides/testing.md}), run as written on the test kit's
 * engine (the guide shows the regions between {@code // readme:} markers, see {@link ReadmeSnippets}).
 */
class ReadmeTestingGuideExampleTest {
  private static final String EXISTING = "readme-existing-accounts";

  // readme: testkit-existing-table
  @RegisterExtension
  static final DynamoDbExtension dynamo = DynamoDbExtension.create()
      .existingTable(EXISTING, AccountsService::tableDefinition, TableCheck::require); // readme shows: .existingTable("app-table", AccountsService::tableDefinition, TableCheck::require);
  // readme: end

  /** The application's log, as the example calls it. */
  private final ProgressLog log = new ProgressLog();

  @Test
  void theTestKitCreatesTheMissingTableOfTheModel() {
    String name = dynamo.tableName();
    assertTrue(name.contains(EXISTING), name);
    assertTrue(TableCheck.check(dynamo.client(), AccountsService.tableDefinition(name)).differences().isEmpty(),
        () -> TableCheck.check(dynamo.client(), AccountsService.tableDefinition(name)).toString());
  }

  @Test
  void tableUpdateCreatesAMissingTableAndReportsEachStep() {
    DynamoDbClient client = DynamoDbEngine.shared().client();
    String name = DynamoDbEngine.shared().tableName("readme-update");

    // readme: testkit-table-update
    TableUpdateReport report = TableUpdate.on(client)
        .pause(Duration.ofSeconds(10))
        .progress((step, status) -> log.info("{}: {}", step, status))
        .apply(AccountsService.tableDefinition(name));   // readme shows: .apply(AppService.tableDefinition("app-table"));
    report.requireMatch();   // TableMismatchException naming the steps done and what is left
    // readme: end

    assertEquals(TableUpdateStep.Action.CREATE_TABLE, report.done().get(0).action());
    assertEquals(List.of(), report.left().differences(), report::toString);
    assertTrue(log.lines.size() >= 2 * report.done().size(), log.lines::toString);
    assertTrue(TableCheck.check(client, AccountsService.tableDefinition(name)).differences().isEmpty());
  }

  /** A logger's {@code info(format, arguments)}, kept for the assertions. */
  private static final class ProgressLog {
    final List<String> lines = new ArrayList<>();

    void info(String format, Object... arguments) {
      lines.add(format + " " + Arrays.toString(arguments));
    }
  }
}
