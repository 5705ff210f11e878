package dev.singletable.spring;

import dev.singletable.runtime.table.TableDefinition;
import dev.singletable.runtime.table.TableDifference;
import dev.singletable.runtime.table.TableReport;
import dev.singletable.runtime.table.TableUpdate;
import dev.singletable.runtime.table.TableUpdateException;
import dev.singletable.runtime.table.TableUpdateStep;
import java.util.concurrent.CompletionException;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * At start-up, for each table that a service of {@link EnableSingleTableServices} needs: checks a
 * table that exists against the service's whole {@code tableDefinition} (the table, its time to live
 * and its point-in-time recovery) with {@link dev.singletable.runtime.table.TableCheck} (when
 * {@code singletable.check-tables}, the default), stopping the start with a {@code
 * TableMismatchException} that lists every difference; and, when {@code singletable.create-tables},
 * creates a table that does not exist, waits until it is active and turns on its time to live and
 * point-in-time recovery with {@code TableUpdate} (a recovery the engine refuses is logged as a
 * warning: recovery is information to the check). Requests go through the
 * application's {@link DynamoDbClient} (or its {@link DynamoDbAsyncClient} when it has no sync one).
 * Services that share a table get the table of the first service listed. A table that exists and
 * differs stops the start, or, as {@code singletable.existing-tables} says, is logged as a warning
 * ({@code warn}) or brought to the model with {@code TableUpdate} ({@code update}: missing global
 * indexes added, the stream, time to live and point-in-time recovery turned on; nothing deleted or changed). Creating and updating are for
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
    for (TableDefinition definition : ServiceTables.of(beans).values()) {
      if (client == null && asyncClient == null) {
        throw new IllegalStateException("singletable." + (create ? "create-tables" : "check-tables")
            + " is true but the application has no DynamoDbClient or DynamoDbAsyncClient bean to reach table "
            + definition.tableName() + " with");
      }
      TableReport report = ServiceTables.check(client, asyncClient, definition);
      if (isMissing(report)) {
        if (create) {
          createAndWait(client, asyncClient, definition);
        }
      } else if (check && !report.matches()) {
        switch (existing) {
          case FAIL -> report.requireMatch();
          case WARN -> LOG.warn(report + "\nThe application starts; singletable.existing-tables=warn.");
          case UPDATE -> {
            if (client == null) {
              throw new IllegalStateException("singletable.existing-tables=update needs a DynamoDbClient bean to bring "
                  + "table " + definition.tableName() + " to the model");
            }
            LOG.warn(TableUpdate.on(client).progress(TableCreator::progress).apply(definition).requireMatch());
          }
        }
      }
    }
  }

  /** Creates the table, waits until it is active, turns on its time to live and point-in-time recovery. */
  private static void createAndWait(DynamoDbClient client, DynamoDbAsyncClient asyncClient, TableDefinition definition) {
    try {
      if (client != null) {
        TableUpdate.on(client).progress(TableCreator::progress).apply(definition);
      } else {
        try {
          TableUpdate.on(asyncClient).progress(TableCreator::progress).applyAsync(definition).join();
        } catch (CompletionException e) {
          throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
      }
    } catch (TableUpdateException e) {
      if (e.step().action() != TableUpdateStep.Action.ENABLE_POINT_IN_TIME_RECOVERY) {
        throw e;
      }
      LOG.warn(e.getMessage() + "\nThe application starts without point-in-time recovery.");
    }
  }

  private static void progress(TableUpdateStep step, String status) {
    LOG.info(step + ": " + status);
  }

  /** A missing table is created (or left to the first request to report) rather than checked. */
  private static boolean isMissing(TableReport report) {
    return report.differences().size() == 1
        && report.differences().get(0).kind() == TableDifference.Kind.TABLE_MISSING;
  }
}
