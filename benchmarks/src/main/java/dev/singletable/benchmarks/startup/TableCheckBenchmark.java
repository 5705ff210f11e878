package dev.singletable.benchmarks.startup;

import dev.singletable.benchmarks.collection.HubService;
import dev.singletable.runtime.table.TableCheck;
import dev.singletable.runtime.table.TableReport;
import dev.singletable.samples.engine.SampleEngine;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;

/**
 * What the start-up check of the test kit and the Spring Boot module costs: {@link
 * TableCheck#check} of a table with a global index against its service's model, in moto
 * over HTTP (a server on a loopback port that the benchmark starts), next to the one {@code
 * DescribeTable} round trip it cannot do without.
 *
 * <ul>
 *   <li>{@link #describeTable()}: the raw client's {@code DescribeTable}, the floor;
 *   <li>{@link #tableCheck()}: the check, the model's {@code createTableRequest} built each time as
 *       a start-up builds it, the report required to match (a check that finds a difference fails
 *       the benchmark instead of looking fast).
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class TableCheckBenchmark {
  private static final String TABLE = "hub";

  private SampleEngine local;
  private DynamoDbClient client;

  @Setup(Level.Trial)
  public void createTable() {
    local = SampleEngine.startMoto();
    client = local.client();
    client.createTable(HubService.createTableRequest(TABLE));
  }

  @TearDown(Level.Trial)
  public void stopEngine() {
    local.close();
  }

  @Benchmark
  public DescribeTableResponse describeTable() {
    return client.describeTable(builder -> builder.tableName(TABLE));
  }

  @Benchmark
  public TableReport tableCheck() {
    CreateTableRequest model = HubService.createTableRequest(TABLE);
    TableReport report = TableCheck.check(client, model);
    if (!report.failures().isEmpty()) {
      throw new IllegalStateException("the table differs from its model: " + report);
    }
    return report;
  }
}
