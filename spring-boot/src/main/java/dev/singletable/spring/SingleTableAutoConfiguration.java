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
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The application's {@link Table}, bound to its {@link DynamoDbClient} and {@link
 * DynamoDbAsyncClient} beans (either or both) and named by {@code singletable.table-name}; and, when
 * {@code singletable.create-tables=true}, the services' tables created at start-up if missing. An
 * application that declares its own {@code Table} bean keeps it.
 */
@AutoConfiguration
@ConditionalOnClass({Table.class, DynamoDbClient.class})
@EnableConfigurationProperties(SingleTableProperties.class)
public class SingleTableAutoConfiguration {
  /**
   * The table named by {@code singletable.table-name} on the application's clients.
   *
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

  /** Creates the services' missing tables once every singleton exists (development and tests). */
  @Bean
  @ConditionalOnProperty(prefix = "singletable", name = "create-tables", havingValue = "true")
  public static TableCreator singleTableCreator(ConfigurableListableBeanFactory beans) {
    return new TableCreator(beans);
  }
}
