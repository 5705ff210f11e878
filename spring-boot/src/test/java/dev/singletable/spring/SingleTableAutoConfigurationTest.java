package dev.singletable.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.spring.app.Note;
import dev.singletable.spring.app.NotesApplication;
import dev.singletable.spring.app.NotesService;
import dev.singletable.test.DynamoDbLocal;
import dev.singletable.test.Engine;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

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
    DynamoDbClient client = DynamoDbLocal.shared(Engine.HTTP).client();
    assertFalse(client.listTables().tableNames().contains(name));
  }

  @Test
  void anExistingTableIsKeptWithItsItems() {
    String name = "spring-kept-" + TABLES.incrementAndGet();
    DynamoDbClient client = DynamoDbLocal.shared(Engine.HTTP).client();
    client.createTable(NotesService.createTableRequest(name));
    Table direct = Table.of(client, name);
    NotesService.of(direct).notes().put(new Note("u1", "n1", "work", "kept")).execute();

    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name, "singletable.create-tables=true")) {
      assertEquals("kept", context.getBean(NotesService.class).notes().get("u1", "n1").execute().orElseThrow().text());
    }
  }
}
