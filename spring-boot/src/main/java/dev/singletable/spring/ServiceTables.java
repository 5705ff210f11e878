package dev.singletable.spring;

import dev.singletable.runtime.table.TableCheck;
import dev.singletable.runtime.table.TableReport;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.springframework.beans.factory.ListableBeanFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The tables the services of {@link EnableSingleTableServices} need, and their check against the model: what the
 * start-up ({@link TableCreator}) and Actuator's health ({@link SingleTableHealthAutoConfiguration}) share.
 */
final class ServiceTables {
  private ServiceTables() {}

  /**
   * The services' table definitions by table name, in the order the services are listed; services that share a
   * table give the definition of the first.
   */
  static Map<String, CreateTableRequest> of(ListableBeanFactory beans) {
    Map<String, CreateTableRequest> tables = new LinkedHashMap<>();
    for (String name : beans.getBeanNamesForType(CreateTableRequest.class, true, false)) {
      CreateTableRequest request = beans.getBean(name, CreateTableRequest.class);
      tables.putIfAbsent(request.tableName(), request);
    }
    return tables;
  }

  /**
   * The table as it is, against {@code request}: with the sync client when there is one, else with the async one.
   *
   * @throws RuntimeException what {@code DescribeTable} failed with
   */
  static TableReport check(DynamoDbClient client, DynamoDbAsyncClient asyncClient, CreateTableRequest request) {
    if (client != null) {
      return TableCheck.check(client, request);
    }
    try {
      return TableCheck.checkAsync(asyncClient, request).join();
    } catch (CompletionException e) {
      throw e.getCause() instanceof RuntimeException cause ? cause : e;
    }
  }
}
