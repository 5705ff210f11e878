package dev.singletable.spring;

import dev.singletable.micrometer.MicrometerRequestListener;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * Micrometer metrics of the application's tables: when {@code singletable-micrometer} is on the class path and the
 * application has a {@link MeterRegistry} bean, each {@code Table} bean gets a {@link MicrometerRequestListener}.
 * Off with {@code singletable.metrics.enabled=false}; {@code singletable.metrics.consumed-capacity=true} asks
 * DynamoDB for the capacity each request consumes and counts it.
 */
@AutoConfiguration
@ConditionalOnClass({MeterRegistry.class, MicrometerRequestListener.class})
@ConditionalOnProperty(prefix = "singletable.metrics", name = "enabled", havingValue = "true", matchIfMissing = true)
public class SingleTableMetricsAutoConfiguration {
  /** Creates the configuration; Spring Boot does. */
  public SingleTableMetricsAutoConfiguration() {}

  /**
   * Adds a {@link MicrometerRequestListener} on the application's {@link MeterRegistry} to each table bean.
   *
   * @param registry the application's registry, when it has one
   * @param environment where {@code singletable.metrics.consumed-capacity} is read
   * @return the post-processor of table beans
   */
  @Bean
  public static BeanPostProcessor singleTableMetrics(ObjectProvider<MeterRegistry> registry, Environment environment) {
    return new ListeningTables(MicrometerRequestListener.class, () -> {
      MeterRegistry meters = registry.getIfUnique();
      return meters == null ? null : new MicrometerRequestListener(meters,
          environment.getProperty("singletable.metrics.consumed-capacity", Boolean.class, false));
    });
  }
}
