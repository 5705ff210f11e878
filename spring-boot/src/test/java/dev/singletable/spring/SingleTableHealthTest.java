package dev.singletable.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.spring.app.NotesApplication;
import dev.singletable.spring.app.NotesService;
import dev.singletable.spring.locker.LockersApplication;
import dev.singletable.spring.locker.LockersService;
import dev.singletable.test.DynamoDbEngine;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/**
 * Actuator's health of the application's tables, on DynamoDB Local over HTTP: one indicator per table, {@code UP}
 * when the table matches the model (with what is only information, such as an option off or another capacity, in its
 * details), {@code DOWN} with the differences when it does not. The same source runs on
 * Spring Boot 3.5 (here) and 4.0 (module {@code spring-boot-4}), whose health types have the same methods in
 * different packages: it reads them by name.
 */
class SingleTableHealthTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private static ConfigurableApplicationContext start(String... properties) {
    return start(NotesApplication.class, properties);
  }

  private static ConfigurableApplicationContext start(Class<?> application, String... properties) {
    return new SpringApplicationBuilder(application)
        .web(WebApplicationType.NONE)
        .bannerMode(Banner.Mode.OFF)
        .logStartupInfo(false)
        .properties(properties)
        .run();
  }

  /** The status and details the table's indicator reports now, as {@code {status=UP, table=..., ...}}. */
  @SuppressWarnings("unchecked")
  static Map<String, Object> health(ConfigurableApplicationContext context, String table) throws Exception {
    Object contributor = context.getBean(SingleTableHealthAutoConfiguration.CONTRIBUTOR);
    Object indicator = call(contributor, "getContributor", table);
    Object health = call(indicator, "health");
    Object status = call(health, "getStatus");
    Map<String, Object> seen = new java.util.TreeMap<>((Map<String, Object>) call(health, "getDetails"));
    seen.put("status", call(status, "getCode"));
    return seen;
  }

  /** Calls a public method of a public type of {@code target} (its own class may be a hidden one). */
  private static Object call(Object target, String name, Object... arguments) throws Exception {
    Class<?>[] types = new Class<?>[arguments.length];
    for (int i = 0; i < arguments.length; i++) {
      types[i] = arguments[i].getClass();
    }
    Method method = publicMethod(target.getClass(), name, types);
    return method.invoke(target, arguments);
  }

  private static Method publicMethod(Class<?> type, String name, Class<?>[] types) throws NoSuchMethodException {
    if (java.lang.reflect.Modifier.isPublic(type.getModifiers())) {
      try {
        return type.getMethod(name, types);
      } catch (NoSuchMethodException e) {
        // Not declared here: look in the interfaces.
      }
    }
    for (Class<?> face : type.getInterfaces()) {
      try {
        return publicMethod(face, name, types);
      } catch (NoSuchMethodException e) {
        // Try the next one.
      }
    }
    if (type.getSuperclass() != null) {
      return publicMethod(type.getSuperclass(), name, types);
    }
    throw new NoSuchMethodException(name);
  }

  @Test
  void aTableThatMatchesTheModelIsUp() throws Exception {
    String name = "spring-healthy-" + TABLES.incrementAndGet();
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name, "singletable.create-tables=true")) {
      assertEquals(Map.of("status", "UP", "table", name, "differences", List.of()), health(context, name));
    }
  }

  @Test
  void aTableWithoutAnIndexOfTheModelIsDownWithTheDifference() throws Exception {
    String name = "spring-unhealthy-" + TABLES.incrementAndGet();
    DynamoDbEngine.shared().client().createTable(NotesService.createTableRequest(name).toBuilder()
        .globalSecondaryIndexes((List<software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex>) null)
        .attributeDefinitions(NotesService.createTableRequest(name).attributeDefinitions().stream()
            .filter(definition -> !definition.attributeName().startsWith("gsi1")).toList())
        .build());
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name, "singletable.check-tables=false")) {
      Map<String, Object> health = health(context, name);
      assertEquals("DOWN", health.get("status"));
      assertEquals(name, health.get("table"));
      List<?> differences = (List<?>) health.get("differences");
      assertEquals(1, differences.size(), differences::toString);
      assertTrue(differences.get(0).toString().contains("index gsi1: missing"), differences::toString);
    }
  }

  @Test
  void anOptionOffAndACapacityThatDiffersAreInTheDetailsOfATableThatIsUp() throws Exception {
    String name = "spring-options-" + TABLES.incrementAndGet();
    ProvisionedThroughput less = ProvisionedThroughput.builder().readCapacityUnits(3L).writeCapacityUnits(2L).build();
    CreateTableRequest model = LockersService.createTableRequest(name);
    DynamoDbEngine.shared().client().createTable(model.toBuilder().deletionProtectionEnabled(false)
        .provisionedThroughput(less).build());
    try (ConfigurableApplicationContext context = start(LockersApplication.class, "singletable.table-name=" + name)) {
      assertEquals(Map.of("status", "UP", "table", name, "differences", List.of(
          "(info) table: provisioned read 3, write 2, the model declares read 5, write 5",
          "(info) table: deletion protection off, the model declares on")), health(context, name));
    }
  }

  @Test
  void aTableDeletedWhileTheApplicationRunsGoesDown() throws Exception {
    String name = "spring-deleted-" + TABLES.incrementAndGet();
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name, "singletable.create-tables=true")) {
      assertEquals("UP", health(context, name).get("status"));
      DynamoDbEngine.shared().client().deleteTable(builder -> builder.tableName(name));

      Map<String, Object> health = health(context, name);
      assertEquals("DOWN", health.get("status"));
      assertTrue(health.get("differences").toString().contains("missing"), health::toString);
    }
  }

  @Test
  void theHealthIsOffByProperty() {
    String name = "spring-unchecked-" + TABLES.incrementAndGet();
    try (ConfigurableApplicationContext context = start("singletable.table-name=" + name,
        "singletable.create-tables=true", "singletable.health.enabled=false")) {
      assertFalse(context.containsBean(SingleTableHealthAutoConfiguration.CONTRIBUTOR));
    }
  }
}
