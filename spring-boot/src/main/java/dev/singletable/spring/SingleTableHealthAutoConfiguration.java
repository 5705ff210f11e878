package dev.singletable.spring;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.table.TableDefinition;
import dev.singletable.runtime.table.TableDifference;
import dev.singletable.runtime.table.TableReport;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Actuator's health of the application's tables: with Actuator on the class path, a health contributor {@value
 * #CONTRIBUTOR} holds one health indicator per table of the services of {@link EnableSingleTableServices}, named by
 * the table, which checks the live table against the service's whole table definition (the table, its time to live
 * and its point-in-time recovery) with {@link dev.singletable.runtime.table.TableCheck} each time the health is read
 * ({@code dynamodb:DescribeTable}, and {@code DescribeTimeToLive} and {@code DescribeContinuousBackups} where the
 * model declares them). A table that matches is {@code UP}; a table that differs (a missing table, a key of another
 * type, an index of the model missing, the time to live off) is {@code DOWN} with the report's
 * differences as the detail {@code differences}; a table the check cannot read is {@code DOWN} with the exception.
 * Details: {@code table} and {@code differences} (including those that are only information, such as an index the
 * model does not know, a table option of the model that is off, or provisioned capacity that differs from the
 * model's, on an {@code UP} table).
 *
 * <p>Works with Spring Boot 3.5's Actuator ({@code spring-boot-actuator}) and Spring Boot 4.0's health API ({@code
 * spring-boot-health}). Off with {@code singletable.health.enabled=false}; an application that declares a bean named
 * {@value #CONTRIBUTOR} keeps it.
 */
@AutoConfiguration(after = SingleTableAutoConfiguration.class)
@ConditionalOnClass({Table.class, DynamoDbClient.class})
@ConditionalOnProperty(prefix = "singletable", name = "table-name")
public class SingleTableHealthAutoConfiguration {
  /** The bean name of the health contributor; Actuator shows it as {@code singleTable}. */
  public static final String CONTRIBUTOR = "singleTableHealthContributor";

  /** Creates the configuration; Spring Boot does. */
  public SingleTableHealthAutoConfiguration() {}

  /** The health of one table: up or down, its details, and the failure of a check that could not run. */
  record TableHealth(boolean up, Map<String, Object> details, RuntimeException failure) {
    /** The table checked with the application's sync client, else its async one. */
    static TableHealth of(TableDefinition definition, ObjectProvider<DynamoDbClient> client,
        ObjectProvider<DynamoDbAsyncClient> asyncClient) {
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("table", definition.tableName());
      DynamoDbClient sync = client.getIfUnique();
      DynamoDbAsyncClient async = sync != null ? null : asyncClient.getIfUnique();
      if (sync == null && async == null) {
        return new TableHealth(false, details, new IllegalStateException(
            "the application has no DynamoDbClient or DynamoDbAsyncClient bean to check table " + definition.tableName()));
      }
      TableReport report;
      try {
        report = ServiceTables.check(sync, async, definition);
      } catch (RuntimeException e) {
        return new TableHealth(false, details, e);
      }
      List<String> differences = new ArrayList<>();
      for (TableDifference difference : report.differences()) {
        differences.add(difference.toString());
      }
      details.put("differences", differences);
      return new TableHealth(report.matches(), details, null);
    }
  }

  /** Spring Boot 3.5: {@code org.springframework.boot.actuate.health}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.boot.actuate.health.HealthIndicator")
  @ConditionalOnProperty(prefix = "singletable.health", name = "enabled", havingValue = "true", matchIfMissing = true)
  static class ActuatorHealth {
    @Bean(CONTRIBUTOR)
    @ConditionalOnMissingBean(name = CONTRIBUTOR)
    org.springframework.boot.actuate.health.CompositeHealthContributor singleTableHealthContributor(
        ConfigurableListableBeanFactory beans, ObjectProvider<DynamoDbClient> client,
        ObjectProvider<DynamoDbAsyncClient> asyncClient) {
      return org.springframework.boot.actuate.health.CompositeHealthContributor.fromMap(ServiceTables.of(beans),
          definition -> (org.springframework.boot.actuate.health.HealthIndicator) () -> {
            TableHealth health = TableHealth.of(definition, client, asyncClient);
            var builder = health.failure() != null
                ? org.springframework.boot.actuate.health.Health.down(health.failure())
                : health.up() ? org.springframework.boot.actuate.health.Health.up()
                : org.springframework.boot.actuate.health.Health.down();
            return builder.withDetails(health.details()).build();
          });
    }
  }

  /** Spring Boot 4.0: {@code org.springframework.boot.health.contributor}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.boot.health.contributor.HealthIndicator")
  @ConditionalOnMissingClass("org.springframework.boot.actuate.health.HealthIndicator")
  @ConditionalOnProperty(prefix = "singletable.health", name = "enabled", havingValue = "true", matchIfMissing = true)
  static class BootHealth {
    @Bean(CONTRIBUTOR)
    @ConditionalOnMissingBean(name = CONTRIBUTOR)
    org.springframework.boot.health.contributor.CompositeHealthContributor singleTableHealthContributor(
        ConfigurableListableBeanFactory beans, ObjectProvider<DynamoDbClient> client,
        ObjectProvider<DynamoDbAsyncClient> asyncClient) {
      return org.springframework.boot.health.contributor.CompositeHealthContributor.fromMap(ServiceTables.of(beans),
          definition -> (org.springframework.boot.health.contributor.HealthIndicator) () -> {
            TableHealth health = TableHealth.of(definition, client, asyncClient);
            var builder = health.failure() != null
                ? org.springframework.boot.health.contributor.Health.down(health.failure())
                : health.up() ? org.springframework.boot.health.contributor.Health.up()
                : org.springframework.boot.health.contributor.Health.down();
            return builder.withDetails(health.details()).build();
          });
    }
  }
}
