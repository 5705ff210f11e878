package dev.singletable.spring;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletionException;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Creates each table that a service of {@link EnableSingleTableServices} needs and that does not
 * exist yet, from the service's {@code createTableRequest}, and waits until it is active, through
 * the application's {@link DynamoDbClient} (or its {@link DynamoDbAsyncClient} when it has no sync
 * one). Services that share a table get the table of the first service listed; a table that exists
 * is left as it is. For development and tests: production tables belong to infrastructure code.
 */
public final class TableCreator implements SmartInitializingSingleton {
  private final ConfigurableListableBeanFactory beans;

  TableCreator(ConfigurableListableBeanFactory beans) {
    this.beans = beans;
  }

  @Override
  public void afterSingletonsInstantiated() {
    DynamoDbClient client = beans.getBeanProvider(DynamoDbClient.class).getIfUnique();
    DynamoDbAsyncClient asyncClient = client != null ? null : beans.getBeanProvider(DynamoDbAsyncClient.class).getIfUnique();
    Set<String> done = new HashSet<>();
    for (String name : beans.getBeanNamesForType(CreateTableRequest.class, true, false)) {
      CreateTableRequest request = beans.getBean(name, CreateTableRequest.class);
      if (!done.add(request.tableName())) {
        continue;
      }
      if (client != null) {
        createIfMissing(client, request);
      } else if (asyncClient != null) {
        createIfMissing(asyncClient, request);
      } else {
        throw new IllegalStateException("singletable.create-tables is true but the application has no DynamoDbClient"
            + " or DynamoDbAsyncClient bean to create table " + request.tableName() + " with");
      }
    }
  }

  private static void createIfMissing(DynamoDbClient client, CreateTableRequest request) {
    try {
      client.describeTable(builder -> builder.tableName(request.tableName()));
    } catch (ResourceNotFoundException e) {
      client.createTable(request);
      client.waiter().waitUntilTableExists(builder -> builder.tableName(request.tableName()));
    }
  }

  private static void createIfMissing(DynamoDbAsyncClient client, CreateTableRequest request) {
    try {
      client.describeTable(builder -> builder.tableName(request.tableName())).join();
    } catch (CompletionException e) {
      if (!(e.getCause() instanceof ResourceNotFoundException)) {
        throw e;
      }
      client.createTable(request).join();
      client.waiter().waitUntilTableExists(builder -> builder.tableName(request.tableName())).join();
    }
  }
}
