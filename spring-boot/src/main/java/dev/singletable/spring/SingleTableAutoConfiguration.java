package dev.singletable.spring;

import dev.singletable.runtime.Table;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.core.env.Environment;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The application's {@link Table}, bound to its {@link DynamoDbClient} and {@link
 * DynamoDbAsyncClient} beans (either or both) and named by {@code singletable.table-name}; at start-up
 * the services' existing tables checked against their model (unless {@code
 * singletable.check-tables=false}) and, when {@code singletable.create-tables=true}, their missing
 * tables created. An application that declares its own {@code Table} bean keeps it.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/spring-boot.md#spring-boot">Spring Boot</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/configuration.md#spring-boot-properties">Configuration: Spring Boot properties</a>
 */
@AutoConfiguration
@ConditionalOnClass({Table.class, DynamoDbClient.class})
@EnableConfigurationProperties(SingleTableProperties.class)
public class SingleTableAutoConfiguration {
  /**
   * The table named by {@code singletable.table-name} on the application's clients.
   *
   * @param properties the {@code singletable.*} properties, which name the table
   * @param client the application's sync client, if it has one
   * @param asyncClient the application's async client, if it has one
   * @return the table on the application's clients
   * @throws IllegalStateException when the application has neither client bean
   */
  @Bean
  @ConditionalOnMissingBean
  @ConditionalOnProperty(prefix = "singletable", name = "table-name")
  public Table singleTable(SingleTableProperties properties, ObjectProvider<DynamoDbClient> client,
      ObjectProvider<DynamoDbAsyncClient> asyncClient) {
    DynamoDbClient sync = client.getIfUnique();
    DynamoDbAsyncClient async = asyncClient.getIfUnique();
    String name = properties.getTableName();
    if (sync != null && async != null) {
      return Table.of(sync, async, name);
    }
    if (sync != null) {
      return Table.of(sync, name);
    }
    if (async != null) {
      return Table.of(async, name);
    }
    throw new IllegalStateException("singletable.table-name is " + name
        + " but the application has no DynamoDbClient or DynamoDbAsyncClient bean to reach it");
  }

  /**
   * Once every singleton exists: checks the services' existing tables against their model ({@code
   * singletable.check-tables}, default true; {@code singletable.existing-tables} says whether a table that
   * differs fails the start, is logged, or is brought to the model) and creates the missing ones ({@code
   * singletable.create-tables}, default false; development and tests).
   *
   * @param beans the bean factory the services are looked up in
   * @param environment the environment holding the {@code singletable.*} properties
   * @return the bean that checks and creates the tables once every singleton exists
   */
  @Bean
  @ConditionalOnProperty(prefix = "singletable", name = "table-name")
  public static TableCreator singleTableCreator(ConfigurableListableBeanFactory beans, Environment environment) {
    return new TableCreator(beans, environment.getProperty("singletable.create-tables", Boolean.class, false),
        environment.getProperty("singletable.check-tables", Boolean.class, true),
        environment.getProperty("singletable.existing-tables", SingleTableProperties.ExistingTables.class,
            SingleTableProperties.ExistingTables.FAIL));
  }
}
