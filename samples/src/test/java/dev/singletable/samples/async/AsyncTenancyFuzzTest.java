package dev.singletable.samples.async;

import dev.singletable.runtime.Table;
import dev.singletable.samples.hardening.TenancyFuzzTest;
import dev.singletable.samples.hardening.TenantDocEntity;
import dev.singletable.samples.hardening.Terminals;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The twin of {@code TenancyFuzzTest} on the async terminals: the same crafted key tuples written by
 * async batches and puts, read back by async lists, pages and gets, and unstorable values failing the
 * future with nothing sent (counted by {@link CountingAsyncClient}).
 */
class AsyncTenancyFuzzTest {
  static Stream<Named<AsyncEngines.Engine>> engines() {
    return AsyncEngines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void noKeyTupleReadsOrOverwritesAnotherTenantsDocuments(AsyncEngines.Engine engine, TestInfo test) {
    Table table = engine.newTable("tenancy", TenantDocEntity.SCHEMA);
    CountingAsyncClient counted = new CountingAsyncClient(table.asyncClient());
    TenancyFuzzTest.fuzz(test.getDisplayName(), table, Table.of(table.client(), counted, table.name()), counted::requests,
        Terminals.ASYNC);
  }
}
