package dev.singletable.spring;

import dev.singletable.runtime.table.TableDifference;
import dev.singletable.runtime.table.TableReport;
import dev.singletable.runtime.table.TableUpdate;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * At start-up, for each table that a service of {@link EnableSingleTableServices} needs: checks a
 * table that exists against the service's {@code createTableRequest} with {@link dev.singletable.runtime.table.TableCheck} (when
 * {@code singletable.check-tables}, the default), stopping the start with a {@code
 * TableMismatchException} that lists every difference; and, when {@code singletable.create-tables},
 * creates a table that does not exist and waits until it is active. Requests go through the
 * application's {@link DynamoDbClient} (or its {@link DynamoDbAsyncClient} when it has no sync one).
 * Services that share a table get the table of the first service listed. A table that exists and
 * differs stops the start, or, as {@code singletable.existing-tables} says, is logged as a warning
 * ({@code warn}) or brought to the model with {@code TableUpdate} ({@code update}: missing global
 * indexes added, the stream turned on; nothing deleted or changed). Creating and updating are for
 * development and tests: production tables belong to infrastructure code.
 */
public final class TableCreator implements SmartInitializingSingleton {
  private final ConfigurableListableBeanFactory beans;
  private final boolean create;
  private static final Log LOG = LogFactory.getLog(TableCreator.class);

  private final boolean check;
  private final SingleTableProperties.ExistingTables existing;

  TableCreator(ConfigurableListableBeanFactory beans, boolean create, boolean check,
      SingleTableProperties.ExistingTables existing) {
    this.beans = beans;
    this.create = create;
    this.check = check;
    this.existing = existing;
  }

  @Override
  public void afterSingletonsInstantiated() {
    if (!create && !check) {
      return;
    }
    DynamoDbClient client = beans.getBeanProvider(DynamoDbClient.class).getIfUnique();
    DynamoDbAsyncClient asyncClient = client != null ? null : beans.getBeanProvider(DynamoDbAsyncClient.class).getIfUnique();
    for (CreateTableRequest request : ServiceTables.of(beans).values()) {
      if (client == null && asyncClient == null) {
        throw new IllegalStateException("singletable." + (create ? "create-tables" : "check-tables")
            + " is true but the application has no DynamoDbClient or DynamoDbAsyncClient bean to reach table "
            + request.tableName() + " with");
      }
      TableReport report = ServiceTables.check(client, asyncClient, request);
      if (isMissing(report)) {
        if (create) {
          createAndWait(client, asyncClient, request);
        }
      } else if (check && !report.matches()) {
        switch (existing) {
          case FAIL -> report.requireMatch();
          case WARN -> LOG.warn(report + "\nThe application starts; singletable.existing-tables=warn.");
          case UPDATE -> {
            if (client == null) {
              throw new IllegalStateException("singletable.existing-tables=update needs a DynamoDbClient bean to bring "
                  + "table " + request.tableName() + " to the model");
            }
            LOG.warn(TableUpdate.on(client).progress((step, status) -> LOG.info(step + ": " + status))
                .apply(request).requireMatch());
          }
        }
      }
    }
  }

  private static void createAndWait(DynamoDbClient client, DynamoDbAsyncClient asyncClient, CreateTableRequest request) {
    if (client != null) {
      client.createTable(request);
      client.waiter().waitUntilTableExists(builder -> builder.tableName(request.tableName()));
    } else {
      asyncClient.createTable(request).join();
      asyncClient.waiter().waitUntilTableExists(builder -> builder.tableName(request.tableName())).join();
    }
  }

  /** A missing table is created (or left to the first request to report) rather than checked. */
  private static boolean isMissing(TableReport report) {
    return report.differences().size() == 1
        && report.differences().get(0).kind() == TableDifference.Kind.TABLE_MISSING;
  }
}
