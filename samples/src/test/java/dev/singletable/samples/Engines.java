package dev.singletable.samples;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.DynamoDbEngine;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;

/**
 * The engine every database test runs on: the test kit's engine shared by the test JVM (a moto server
 * on a loopback port, or the endpoint the environment names), reached over HTTP so that the SDK's
 * real HTTP path is exercised. It is started once per test JVM and stopped when it exits; every table
 * gets a name unique in the JVM.
 */
public final class Engines {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static SampleEngine http;

  private Engines() {}

  /** The engines database tests run on, named for test reports; use with {@code @MethodSource}. */
  public static Stream<Named<SampleEngine>> all() {
    return Stream.of(Named.of("moto", http()));
  }

  /** The engine, over HTTP. */
  public static synchronized SampleEngine http() {
    if (http == null) {
      http = SampleEngine.of(DynamoDbEngine.shared());
    }
    return http;
  }

  /** Creates a fresh table for the given entities on {@code engine}. */
  public static Table newTable(SampleEngine engine, String prefix, EntitySchema<?>... schemas) {
    for (int attempt = 1; ; attempt++) {
      String name = DynamoDbEngine.shared().tableName(prefix + "-" + TABLES.incrementAndGet());
      try {
        engine.client().createTable(TableDefinitions.createTableRequest(name, schemas));
        return Table.of(engine.client(), name);
      } catch (ResourceInUseException e) {
        // On a loaded machine the SDK may resend a CreateTable whose first attempt created the table
        // and timed out: the resend finds it. The table is made afresh under a new name.
        if (attempt == 3) {
          throw e;
        }
      }
    }
  }
}
