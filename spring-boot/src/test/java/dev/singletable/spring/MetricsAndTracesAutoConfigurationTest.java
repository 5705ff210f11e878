package dev.singletable.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.micrometer.MicrometerRequestListener;
import dev.singletable.opentelemetry.OpenTelemetryRequestListener;
import dev.singletable.runtime.Table;
import dev.singletable.spring.app.Note;
import dev.singletable.spring.app.NotesApplication;
import dev.singletable.spring.app.NotesService;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The starter adds the Micrometer and OpenTelemetry listeners to the application's table when it has a {@code
 * MeterRegistry} or an {@code OpenTelemetry} bean, unless switched off; a real context on moto.
 */
class MetricsAndTracesAutoConfigurationTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  /** An application's meter registry. */
  static class Meters {
    @Bean
    MeterRegistry meterRegistry() {
      return new SimpleMeterRegistry();
    }
  }

  /** An application's OpenTelemetry, exporting to memory. */
  static class Telemetry {
    @Bean
    InMemorySpanExporter spans() {
      return InMemorySpanExporter.create();
    }

    @Bean(destroyMethod = "close")
    OpenTelemetrySdk openTelemetry(InMemorySpanExporter spans) {
      return OpenTelemetrySdk.builder().setTracerProvider(
          SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(spans)).build()).build();
    }
  }

  /**
   * The application's client, through an HTTP client that answers each {@code PutItem} as DynamoDB
   * documents its answer to a put that asks for consumed capacity on a table with one global index:
   * a unit for the table and one for the index. moto reports the table's unit alone.
   */
  static class DocumentedCapacity {
    static final String PUT_ANSWER = "{\"ConsumedCapacity\":{\"TableName\":\"T\",\"CapacityUnits\":2.0,"
        + "\"Table\":{\"CapacityUnits\":1.0},\"GlobalSecondaryIndexes\":{\"gsi1\":{\"CapacityUnits\":1.0}}}}";

    @Bean
    FaultyHttpClient documentedHttp() {
      return new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2)).answering("PutItem", PUT_ANSWER);
    }

    @Bean
    @Primary
    DynamoDbClient documentedClient(FaultyHttpClient documentedHttp) {
      return DynamoDbEngine.shared().newClient(builder -> builder.httpClient(documentedHttp));
    }
  }

  private static ConfigurableApplicationContext start(List<Class<?>> sources, String... properties) {
    Class<?>[] all = new Class<?>[sources.size() + 1];
    all[0] = NotesApplication.class;
    for (int i = 0; i < sources.size(); i++) {
      all[i + 1] = sources.get(i);
    }
    return new SpringApplicationBuilder(all)
        .web(WebApplicationType.NONE)
        .bannerMode(Banner.Mode.OFF)
        .logStartupInfo(false)
        .properties("singletable.table-name=spring-observed-" + TABLES.incrementAndGet(), "singletable.create-tables=true")
        .properties(properties)
        .run();
  }

  private static List<Class<?>> listenerClasses(ConfigurableApplicationContext context) {
    return context.getBean(Table.class).listeners().stream().<Class<?>>map(Object::getClass).toList();
  }

  @Test
  void aMeterRegistryBeanGetsTheTablesRequestsTimedPerEntity() {
    try (ConfigurableApplicationContext context = start(List.of(Meters.class))) {
      assertEquals(List.of(MicrometerRequestListener.class), listenerClasses(context));
      NotesService notes = context.getBean(NotesService.class);
      notes.notes().put(new Note("u1", "n1", "work", "write the report")).execute();
      notes.notes().get("u1", "n1").execute();

      MeterRegistry registry = context.getBean(MeterRegistry.class);
      assertEquals(1, registry.get(MicrometerRequestListener.REQUESTS)
          .tags("entity", "note", "operation", "get", "outcome", "ok").timer().count());
      assertEquals(1, registry.get(MicrometerRequestListener.REQUESTS)
          .tags("entity", "note", "operation", "put", "outcome", "ok").timer().count());
    }
  }

  @Test
  void anOpenTelemetryBeanGetsASpanPerRequest() {
    try (ConfigurableApplicationContext context = start(List.of(Telemetry.class))) {
      assertEquals(List.of(OpenTelemetryRequestListener.class), listenerClasses(context));
      NotesService notes = context.getBean(NotesService.class);
      notes.notes().get("u1", "n1").execute();

      String table = context.getBean(Table.class).name();
      SpanData get = context.getBean(InMemorySpanExporter.class).getFinishedSpanItems().stream().filter(span -> span.getName().equals("GetItem " + table))
          .findFirst().orElseThrow();
      assertEquals("note", get.getAttributes().get(OpenTelemetryRequestListener.ENTITY));
      assertEquals(0L, get.getAttributes().get(OpenTelemetryRequestListener.ITEMS_RETURNED));
    }
  }

  @Test
  void bothBeansGetBothListenersInTheOrderOfTheAutoConfigurations() {
    try (ConfigurableApplicationContext context = start(List.of(Meters.class, Telemetry.class))) {
      assertEquals(List.of(MicrometerRequestListener.class, OpenTelemetryRequestListener.class),
          listenerClasses(context));
    }
  }

  @Test
  void propertiesSwitchTheListenersOff() {
    try (ConfigurableApplicationContext context = start(List.of(Meters.class, Telemetry.class),
        "singletable.metrics.enabled=false", "singletable.tracing.enabled=false")) {
      assertEquals(List.of(), listenerClasses(context));
    }
  }

  @Test
  void withoutARegistryOrOpenTelemetryBeanTheTableHasNoListener() {
    try (ConfigurableApplicationContext context = start(List.of())) {
      assertEquals(List.of(), listenerClasses(context));
    }
  }

  @Test
  void consumedCapacityIsAskedForWhenAPropertySaysSo() {
    try (ConfigurableApplicationContext context = start(List.of(Meters.class, DocumentedCapacity.class),
        "singletable.metrics.consumed-capacity=true")) {
      NotesService notes = context.getBean(NotesService.class);
      notes.notes().put(new Note("u1", "n1", "work", "write the report")).execute();

      List<String> sent = context.getBean(FaultyHttpClient.class).sent("PutItem");
      assertEquals(1, sent.size());
      assertTrue(sent.get(0).contains("\"ReturnConsumedCapacity\":\"INDEXES\""), sent.get(0));

      // the table and the note's index GSI1: a unit each
      assertEquals(2.0, context.getBean(MeterRegistry.class).get(MicrometerRequestListener.CAPACITY_WRITE)
          .tags("entity", "note", "operation", "put").counter().count());
    }
  }
}
