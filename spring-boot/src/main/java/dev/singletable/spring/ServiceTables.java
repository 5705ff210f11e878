package dev.singletable.spring;

import dev.singletable.runtime.table.TableCheck;
import dev.singletable.runtime.table.TableDefinition;
import dev.singletable.runtime.table.TableReport;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.springframework.beans.factory.ListableBeanFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The tables the services of {@link EnableSingleTableServices} need, and their check against the model: what the
 * start-up ({@link TableCreator}) and Actuator's health ({@link SingleTableHealthAutoConfiguration}) share.
 */
final class ServiceTables {
  private ServiceTables() {}

  /**
   * The services' table definitions (each service's {@code tableDefinition}: the table, its time to live and its
   * point-in-time recovery) by table name, in the order the services are listed; services that share a table give
   * the definition of the first.
   */
  static Map<String, TableDefinition> of(ListableBeanFactory beans) {
    Map<String, TableDefinition> tables = new LinkedHashMap<>();
    for (String name : beans.getBeanNamesForType(TableDefinition.class, true, false)) {
      TableDefinition definition = beans.getBean(name, TableDefinition.class);
      tables.putIfAbsent(definition.tableName(), definition);
    }
    return tables;
  }

  /**
   * The table as it is, against the whole {@code definition}: with the sync client when there is one, else with
   * the async one.
   *
   * @throws RuntimeException what {@code DescribeTable} failed with
   */
  static TableReport check(DynamoDbClient client, DynamoDbAsyncClient asyncClient, TableDefinition definition) {
    if (client != null) {
      return TableCheck.check(client, definition);
    }
    try {
      return TableCheck.checkAsync(asyncClient, definition).join();
    } catch (CompletionException e) {
      throw e.getCause() instanceof RuntimeException cause ? cause : e;
    }
  }
}
