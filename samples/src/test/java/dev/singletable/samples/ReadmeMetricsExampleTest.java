package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.micrometer.MicrometerRequestListener;
import dev.singletable.opentelemetry.OpenTelemetryRequestListener;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventsService;
import dev.singletable.spring.EnableSingleTableServices;
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
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The README's metrics and traces example, run as written (see {@link ReadmeSnippets}): a Spring Boot application
 * with a {@code MeterRegistry} and an {@code OpenTelemetry} bean gets both listeners on its table, on the test
 * kit's engine over HTTP.
 */
class ReadmeMetricsExampleTest {
  private static final InMemorySpanExporter SPANS = InMemorySpanExporter.create();
  /**
   * The application's way to the engine: the put is applied by the engine and answered with the
   * capacity DynamoDB documents for it, a unit for the table and one for gsi1 (moto counts one unit for
   * any write; see {@link DocumentedCapacity}).
   */
  private static final FaultyHttpClient HTTP = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
      .answeringApplied("PutItem", DocumentedCapacity.of("readme-metrics", 1.0, "gsi1", 1.0));

  /** The application; Actuator and the OpenTelemetry starter would declare the two beans. */
  // readme: metrics-and-traces
  @SpringBootConfiguration @EnableAutoConfiguration                    // readme shows: @SpringBootApplication
  @EnableSingleTableServices(EventsService.class)
  static class Application {                                           // readme shows: public class Application {
    @Bean
    DynamoDbClient dynamoDbClient() {
      return DynamoDbEngine.shared().newClient(builder -> builder.httpClient(HTTP)); // readme shows: return DynamoDbClient.create();
    }

    @Bean
    MeterRegistry meterRegistry() {          // or Spring Boot Actuator's: any MeterRegistry bean
      return new SimpleMeterRegistry();
    }

    @Bean(destroyMethod = "close")
    OpenTelemetrySdk openTelemetry() {       // or the OpenTelemetry starter's: any OpenTelemetry bean
      return OpenTelemetrySdk.builder().setTracerProvider(
          SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(SPANS)).build()).build(); // readme shows: SdkTracerProvider.builder().addSpanProcessor(spanProcessor).build()).build();
    }
  }
  // readme: end

  @Test
  void readmeMetricsAndTracesAreRecordedPerEntityAndOperation() {
    try (ConfigurableApplicationContext context = new SpringApplicationBuilder(Application.class)
        .web(WebApplicationType.NONE).bannerMode(Banner.Mode.OFF).logStartupInfo(false)
        .properties("singletable.table-name=readme-metrics", "singletable.create-tables=true",
            "singletable.metrics.consumed-capacity=true")
        .run()) {
      EventsService service = context.getBean(EventsService.class);
      MeterRegistry registry = context.getBean(MeterRegistry.class);

      Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A", Map.of(), "u_alice", Instant.now());
      service.events().put(placed).execute();
      service.events().query().byType("OrderPlaced").list();

      assertEquals(1, registry.get("singletable.requests")
          .tags("entity", "event", "operation", "query", "index", "gsi1", "outcome", "ok").timer().count());
      assertEquals(1, registry.get("singletable.items.returned")
          .tags("entity", "event", "operation", "query", "index", "gsi1").counter().count());
      // the table and GSI1: a unit each, asked for by the put
      assertTrue(HTTP.sent("PutItem").get(0).contains("\"ReturnConsumedCapacity\":\"INDEXES\""), HTTP.sent("PutItem").get(0));
      assertEquals(2.0,
          registry.get("singletable.capacity.write").tags("entity", "event", "operation", "put").counter().count());

      SpanData query = SPANS.getFinishedSpanItems().stream()
          .filter(span -> span.getName().equals("Query readme-metrics")).findFirst().orElseThrow();
      assertEquals(List.of("aws.dynamodb", "Query", "gsi1", "event", 1L, "ok"), List.of(
          query.getAttributes().get(OpenTelemetryRequestListener.DB_SYSTEM_NAME),
          query.getAttributes().get(OpenTelemetryRequestListener.DB_OPERATION_NAME),
          query.getAttributes().get(OpenTelemetryRequestListener.INDEX_NAME),
          query.getAttributes().get(OpenTelemetryRequestListener.ENTITY),
          query.getAttributes().get(OpenTelemetryRequestListener.ITEMS_RETURNED),
          query.getAttributes().get(OpenTelemetryRequestListener.OUTCOME)));
      assertEquals(List.of(MicrometerRequestListener.class, OpenTelemetryRequestListener.class),
          context.getBean(dev.singletable.runtime.Table.class).listeners().stream().map(Object::getClass).toList());
    }
  }
}
