package dev.singletable.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

class DynamoDbEngineTest {
  @Test
  void theSharedEngineIsAMotoServerTheKitStartedAndIsOneEngineForTheJvm() {
    DynamoDbEngine engine = DynamoDbEngine.shared();

    assertTrue(engine.isMoto(), engine.toString());
    assertTrue(engine.endpoint().orElseThrow().getHost().equals("127.0.0.1"), engine.toString());
    assertEquals(engine, DynamoDbEngine.shared());
    assertEquals("orders-1", engine.tableName("orders-1"), "no prefix on a server the kit started for this JVM");
  }

  @Test
  void accountsOnOneServerNeverSeeEachOthersTables() {
    DynamoDbEngine first = DynamoDbEngine.shared().inNewAccount();
    DynamoDbEngine second = DynamoDbEngine.shared().inNewAccount();
    assertNotEquals(first.account(), second.account());

    first.client().createTable(DynamoDbExtensionTest.table("accounts"));

    assertTrue(first.client().listTables().tableNames().contains("accounts"));
    assertFalse(second.client().listTables().tableNames().contains("accounts"), "another account holds no such table");
    assertThrows(ResourceNotFoundException.class, () -> second.client().describeTable(b -> b.tableName("accounts")));
    second.client().createTable(DynamoDbExtensionTest.table("accounts"));
    first.client().deleteTable(b -> b.tableName("accounts"));
    assertTrue(second.client().listTables().tableNames().contains("accounts"), "deleting in one account leaves the other's");
  }

  @Test
  void aClientWhoseOverrideConfigurationReplacesTheInterceptorsStillActsInItsAccount() {
    DynamoDbEngine account = DynamoDbEngine.shared().inNewAccount();
    account.client().createTable(DynamoDbExtensionTest.table("overridden"));

    try (DynamoDbClient client = account.newClient(builder -> builder
        .overrideConfiguration(ClientOverrideConfiguration.builder().build()))) {
      assertTrue(client.listTables().tableNames().contains("overridden"));
    }
  }

  @Test
  void onAGivenEndpointEveryTableNameCarriesTheRunsPrefix() {
    DynamoDbEngine given = UserEndpoint.engine();

    String name = given.tableName("orders");

    assertFalse(given.isMoto(), "an endpoint the user names is not a server the kit started");
    assertTrue(name.matches("st[0-9a-f]{6}-orders"), name);
    assertEquals(given, given.inNewAccount(), "accounts are moto's own; elsewhere names keep runs apart");
    assertThrows(IllegalStateException.class, () -> given.inAccount("123456789012"));
  }

  @Test
  void anExtensionOnAGivenEndpointDeletesTheTablesItCreated() {
    DynamoDbExtension dynamo = DynamoDbExtension.on(UserEndpoint.engine()).table("cleaned", DynamoDbExtensionTest::table);

    dynamo.beforeAll(null);
    dynamo.beforeEach(null);
    String name = dynamo.tableName();
    assertTrue(name.matches("st[0-9a-f]{6}-cleaned-\\d+"), name);
    assertTrue(UserEndpoint.engine().client().listTables().tableNames().contains(name));
    dynamo.afterEach(null);
    dynamo.afterAll(null);

    assertFalse(UserEndpoint.engine().client().listTables().tableNames().contains(name));
  }

  @Test
  void aPrivateServerStopsWhenItsEngineIsClosed() {
    DynamoDbEngine engine = DynamoDbEngine.startMoto();
    engine.client().listTables();

    engine.close();

    assertThrows(RuntimeException.class, () -> DynamoDbClient.builder().endpointOverride(engine.endpoint().orElseThrow())
        .region(engine.region()).credentialsProvider(() -> software.amazon.awssdk.auth.credentials.AwsBasicCredentials
            .create("testing", "testing")).build().listTables());
  }

  @Test
  void withoutMotoTheFailureSaysWhatToInstallAndHowToNameAnotherEngine() {
    String before = System.getProperty(MotoServer.SERVER_PROPERTY);
    System.setProperty(MotoServer.SERVER_PROPERTY, "/nowhere/moto_server");
    try {
      IllegalStateException e = assertThrows(IllegalStateException.class, MotoServer::python);

      assertTrue(e.getMessage().startsWith("no moto_server at /nowhere/moto_server: "), e.getMessage());
      assertTrue(e.getMessage().contains("pip install \"moto[server]\""), e.getMessage());
      assertTrue(e.getMessage().contains("-D" + DynamoDbEngine.ENDPOINT_PROPERTY + "=URL"), e.getMessage());
    } finally {
      if (before == null) {
        System.clearProperty(MotoServer.SERVER_PROPERTY);
      } else {
        System.setProperty(MotoServer.SERVER_PROPERTY, before);
      }
    }
  }

  @Test
  void theInterpreterIsTheOneTheScriptsFirstLineNames(@TempDir Path directory) throws Exception {
    assertEquals("/opt/py/bin/python3.11", interpreter(directory, "#!/opt/py/bin/python3.11\nimport re\n"));
    assertEquals("python3", interpreter(directory, "#!/usr/bin/env python3\n"));
    assertEquals("/usr/bin/python", interpreter(directory, "#!/usr/bin/python -E\n"));
    assertEquals("python3", interpreter(directory, "#!/usr/bin/env bash\nset -e\n"), "a version manager's wrapper");
    assertEquals("python3", interpreter(directory, "import sys\n"));
  }

  private static String interpreter(Path directory, String text) throws Exception {
    Path script = Files.writeString(Files.createTempFile(directory, "moto_server", ""), text);
    return MotoServer.interpreterOf(script);
  }

  /**
   * Served on several threads, moto cancels a transaction by restoring a copy of the table taken when
   * the transaction began, dropping the writes other clients made meanwhile; served one request at a
   * time, every acknowledged write stays.
   */
  @Test
  void theServerServesOneRequestAtATimeSoACancelledTransactionDropsNoOtherWrite() throws Exception {
    DynamoDbEngine engine = DynamoDbEngine.shared().inNewAccount();
    DynamoDbClient client = engine.client();
    client.createTable(DynamoDbExtensionTest.table("race"));
    for (int i = 0; i < 200; i++) {
      client.putItem(b -> b.tableName("race").item(DynamoDbExtensionTest.item("FILL", "F" + UUID.randomUUID())));
    }
    int writers = 8;
    int writesEach = 25;
    ExecutorService threads = Executors.newFixedThreadPool(writers + 4);
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int w = 0; w < writers; w++) {
        String writer = "W" + w;
        running.add(threads.submit(() -> {
          for (int i = 0; i < writesEach; i++) {
            client.putItem(b -> b.tableName("race").item(DynamoDbExtensionTest.item(writer, "S" + UUID.randomUUID())));
          }
          return null;
        }));
      }
      for (int c = 0; c < 4; c++) {
        running.add(threads.submit(() -> {
          for (int i = 0; i < 15; i++) {
            try {
              client.transactWriteItems(b -> b.transactItems(TransactWriteItem.builder().put(put -> put.tableName("race")
                  .item(DynamoDbExtensionTest.item("FILL", "never")).conditionExpression("attribute_exists(nothing)"))
                  .build()));
            } catch (TransactionCanceledException expected) {
              // every one of these transactions is cancelled by its condition
            }
          }
          return null;
        }));
      }
      for (Future<?> future : running) {
        future.get(2, TimeUnit.MINUTES);
      }
    } finally {
      threads.shutdownNow();
    }
    int found = 0;
    for (int w = 0; w < writers; w++) {
      String writer = "W" + w;
      found += client.query(b -> b.tableName("race").keyConditionExpression("pk = :pk")
          .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(writer)))).count();
    }
    assertEquals(writers * writesEach, found, "every acknowledged put is still there");
  }
}
