package dev.singletable.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.table.TableMismatchException;
import dev.singletable.spring.app.Note;
import dev.singletable.spring.app.NotesApplication;
import dev.singletable.spring.app.NotesService;
import dev.singletable.test.DynamoDbEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** A real Spring Boot application context on DynamoDB Local over HTTP. */
class SingleTableAutoConfigurationTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private static ConfigurableApplicationContext start(String... properties) {
    return new SpringApplicationBuilder(NotesApplication.class)
        .web(WebApplicationType.NONE)
        .bannerMode(org.springframework.boot.Banner.Mode.OFF)
        .logStartupInfo(false)
        .properties(properties)
        .run();
  }

  @Test
  void servicesAreBeansOnTheTableOfTheApplicationsClientsAndTheirTableIsCreatedAtStartUp() {
    String name = "spring-notes-" + TABLES.incrementAndGet();
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name, "singletable.create-tables=true")) {
      Table table = context.getBean(Table.class);
      assertEquals(name, table.name());
      assertSame(context.getBean(DynamoDbClient.class), table.client());
      assertSame(context.getBean(DynamoDbAsyncClient.class), table.asyncClient());

      NotesService notes = context.getBean(NotesService.class);
      notes.notes().put(new Note("u1", "n1", "work", "write the report")).execute();
      notes.notes().put(new Note("u1", "n2", "home", "water the plants")).execute();

      assertEquals(List.of("n1"), notes.notes().query().byTag("work").list().stream().map(Note::noteId).toList());
      assertEquals("water the plants", notes.notes().get("u1", "n2").executeAsync().join().orElseThrow().text());
    }
  }

  @Test
  void withoutCreateTablesNoTableIsCreated() {
    String name = "spring-absent-" + TABLES.incrementAndGet();
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name)) {
      NotesService notes = context.getBean(NotesService.class);
      assertThrows(ResourceNotFoundException.class, () -> notes.notes().get("u1", "n1").execute());
    }
    DynamoDbClient client = DynamoDbEngine.shared().client();
    assertFalse(client.listTablesPaginator().tableNames().stream().anyMatch(name::equals));
  }

  @Test
  void anExistingTableIsKeptWithItsItems() {
    String name = "spring-kept-" + TABLES.incrementAndGet();
    DynamoDbClient client = DynamoDbEngine.shared().client();
    client.createTable(NotesService.createTableRequest(name));
    Table direct = Table.of(client, name);
    NotesService.of(direct).notes().put(new Note("u1", "n1", "work", "kept")).execute();

    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name, "singletable.create-tables=true")) {
      assertEquals("kept", context.getBean(NotesService.class).notes().get("u1", "n1").execute().orElseThrow().text());
    }
  }

  /** The cause of {@code failure} that is a {@link TableMismatchException}, failing the test when none is. */
  static TableMismatchException mismatch(Throwable failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof TableMismatchException mismatch) {
        return mismatch;
      }
    }
    throw new AssertionError("no TableMismatchException in the causes of " + failure, failure);
  }

  private static String existing(String prefix, java.util.function.UnaryOperator<CreateTableRequest> change) {
    String name = prefix + "-" + TABLES.incrementAndGet();
    DynamoDbEngine.shared().client().createTable(change.apply(NotesService.createTableRequest(name)));
    return name;
  }

  @Test
  void anExistingTableWithAKeyOfAnotherTypeStopsTheStart() {
    String name = existing("spring-numeric", request -> {
      List<AttributeDefinition> types = new ArrayList<>();
      for (AttributeDefinition definition : request.attributeDefinitions()) {
        types.add(definition.attributeName().equals("pk")
            ? definition.toBuilder().attributeType(ScalarAttributeType.N).build() : definition);
      }
      return request.toBuilder().attributeDefinitions(types).build();
    });

    Exception e = assertThrows(Exception.class,
        () -> start("singletable.table-name=" + name, "singletable.create-tables=true").close());

    TableMismatchException mismatch = mismatch(e);
    assertTrue(mismatch.getMessage().contains("key attribute pk is N, the model writes pk S"), mismatch.getMessage());
  }

  @Test
  void anExistingTableWithoutAnIndexOfTheModelStopsTheStart() {
    String name = unindexed("spring-unindexed");

    Exception e = assertThrows(Exception.class, () -> start("singletable.table-name=" + name).close(),
        "checked by default, without creating tables too");

    assertTrue(mismatch(e).getMessage().contains("index gsi1: missing"), mismatch(e).getMessage());
  }

  private static String unindexed(String prefix) {
    return existing(prefix, request -> request.toBuilder().globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
        .attributeDefinitions(request.attributeDefinitions().stream()
            .filter(definition -> !definition.attributeName().startsWith("gsi1")).toList()).build());
  }

  @Test
  void withExistingTablesWarnATableThatDiffersIsLoggedAndTheApplicationStarts() {
    String name = unindexed("spring-warn");
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name,
        "singletable.existing-tables=warn")) {
      NotesService notes = context.getBean(NotesService.class);
      notes.notes().put(new Note("u1", "n1", "work", "kept")).execute();
      assertEquals("kept", notes.notes().get("u1", "n1").execute().orElseThrow().text());
    }
    assertTrue(dev.singletable.runtime.table.TableCheck.check(DynamoDbEngine.shared().client(),
        NotesService.createTableRequest(name)).toString().contains("index gsi1: missing"), "warn changes nothing");
  }

  @Test
  void withExistingTablesUpdateTheMissingIndexIsAddedAtStartUp() {
    String name = unindexed("spring-update");
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name,
        "singletable.existing-tables=update")) {
      NotesService notes = context.getBean(NotesService.class);
      notes.notes().put(new Note("u1", "n1", "work", "write the report")).execute();
      assertEquals(List.of("n1"), notes.notes().query().byTag("work").list().stream().map(Note::noteId).toList());
    }
    assertTrue(dev.singletable.runtime.table.TableCheck.check(DynamoDbEngine.shared().client(),
        NotesService.createTableRequest(name)).matches());
  }

  @Test
  void anExistingTableWithAnIndexTheModelDoesNotKnowStarts() {
    String name = existing("spring-extra", request -> {
      List<GlobalSecondaryIndex> indexes = new ArrayList<>(request.globalSecondaryIndexes());
      indexes.add(GlobalSecondaryIndex.builder().indexName("legacy")
          .keySchema(KeySchemaElement.builder().attributeName("legacyPk").keyType(KeyType.HASH).build())
          .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build());
      List<AttributeDefinition> types = new ArrayList<>(request.attributeDefinitions());
      types.add(AttributeDefinition.builder().attributeName("legacyPk").attributeType(ScalarAttributeType.S).build());
      return request.toBuilder().globalSecondaryIndexes(indexes).attributeDefinitions(types).build();
    });

    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name, "singletable.create-tables=true")) {
      NotesService notes = context.getBean(NotesService.class);
      notes.notes().put(new Note("u1", "n1", "work", "kept")).execute();
      assertEquals(1, notes.notes().query().byTag("work").list().size());
    }
  }
}
