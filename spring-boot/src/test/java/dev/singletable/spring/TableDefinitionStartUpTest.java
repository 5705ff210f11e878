package dev.singletable.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableMismatchException;
import dev.singletable.spring.expiring.SessionsApplication;
import dev.singletable.spring.expiring.SessionsService;
import dev.singletable.test.DynamoDbEngine;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * The start-up check, the health and the start-up modes use the services' whole table definition: a model that
 * declares a time to live ({@code @Ttl}) on a table whose time to live is off stops the start in mode {@code fail},
 * shows the difference in the health, gets its time to live turned on in mode {@code update} and when the table is
 * created. On DynamoDB Local, embedded and over HTTP.
 */
class TableDefinitionStartUpTest {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static final String TIME_TO_LIVE_OFF = "table: time to live off (DISABLED), the model declares it on expiresAt";

  private static ConfigurableApplicationContext start(String... properties) {
    return new SpringApplicationBuilder(SessionsApplication.class)
        .web(WebApplicationType.NONE)
        .bannerMode(Banner.Mode.OFF)
        .logStartupInfo(false)
        .properties(properties)
        .run();
  }

  /** A table of the model's shape whose time to live is off. */
  private static String withoutTimeToLive(String prefix) {
    String name = prefix + "-" + TABLES.incrementAndGet();
    client().createTable(SessionsService.createTableRequest(name));
    return name;
  }

  private static DynamoDbClient client() {
    return DynamoDbEngine.shared().client();
  }

  private static TimeToLiveStatus timeToLive(String name) {
    return client().describeTimeToLive(builder -> builder.tableName(name)).timeToLiveDescription()
        .timeToLiveStatus();
  }

  @Test
  void aTableWhoseTimeToLiveIsOffStopsTheStartNamingTheDifference() {
    String name = withoutTimeToLive("spring-ttl-fail");

    Exception e = assertThrows(Exception.class, () -> start("singletable.table-name=" + name).close());

    TableMismatchException mismatch = SingleTableAutoConfigurationTest.mismatch(e);
    assertTrue(mismatch.getMessage().contains(TIME_TO_LIVE_OFF), mismatch.getMessage());
  }

  @Test
  void theHealthOfATableWhoseTimeToLiveIsOffIsDownWithTheDifference() throws Exception {
    String name = withoutTimeToLive("spring-ttl-health");
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name,
        "singletable.check-tables=false")) {
      assertEquals(Map.of("status", "DOWN", "table", name, "differences", List.of(TIME_TO_LIVE_OFF)),
          SingleTableHealthTest.health(context, name));

      client().updateTimeToLive(SessionsService.timeToLiveRequest(name));
      assertEquals(Map.of("status", "UP", "table", name, "differences", List.of()),
          SingleTableHealthTest.health(context, name));
    }
  }

  @Test
  void theUpdateModeTurnsTheTimeToLiveOn() throws Exception {
    String name = withoutTimeToLive("spring-ttl-update");
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name,
        "singletable.existing-tables=update")) {
      assertEquals(TimeToLiveStatus.ENABLED, timeToLive(name));
      assertEquals("UP", SingleTableHealthTest.health(context, name).get("status"));
    }
  }

  @Test
  void aTableCreatedAtStartUpGetsItsTimeToLive() throws Exception {
    String name = "spring-ttl-create-" + TABLES.incrementAndGet();
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name,
        "singletable.create-tables=true")) {
      assertEquals(TimeToLiveStatus.ENABLED, timeToLive(name));
      assertEquals(Map.of("status", "UP", "table", name, "differences", List.of()),
          SingleTableHealthTest.health(context, name));
    }
  }
}
