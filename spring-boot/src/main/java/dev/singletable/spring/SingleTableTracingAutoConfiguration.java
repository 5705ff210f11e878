package dev.singletable.spring;

import dev.singletable.opentelemetry.OpenTelemetryRequestListener;
import io.opentelemetry.api.OpenTelemetry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * OpenTelemetry traces of the application's tables: when {@code singletable-opentelemetry} is on the class path and the
 * application has an {@link OpenTelemetry} bean, each {@code Table} bean gets an {@link OpenTelemetryRequestListener}.
 * Off with {@code singletable.tracing.enabled=false}; {@code singletable.tracing.consumed-capacity=true} asks
 * DynamoDB for the capacity each request consumes and puts it on the spans.
 */
@AutoConfiguration
@ConditionalOnClass({OpenTelemetry.class, OpenTelemetryRequestListener.class})
@ConditionalOnProperty(prefix = "singletable.tracing", name = "enabled", havingValue = "true", matchIfMissing = true)
public class SingleTableTracingAutoConfiguration {
  /** Creates the configuration; Spring Boot does. */
  public SingleTableTracingAutoConfiguration() {}

  /**
   * Adds an {@link OpenTelemetryRequestListener} on the application's {@link OpenTelemetry} to each table bean.
   *
   * @param openTelemetry the application's OpenTelemetry, when it has one
   * @param environment where {@code singletable.tracing.consumed-capacity} is read
   * @return the post-processor of table beans
   */
  @Bean
  public static BeanPostProcessor singleTableTracing(ObjectProvider<OpenTelemetry> openTelemetry, Environment environment) {
    return new ListeningTables(OpenTelemetryRequestListener.class, () -> {
      OpenTelemetry telemetry = openTelemetry.getIfUnique();
      return telemetry == null ? null : new OpenTelemetryRequestListener(telemetry,
          environment.getProperty("singletable.tracing.consumed-capacity", Boolean.class, false));
    });
  }
}
