package dev.singletable.benchmarks.scaling;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.Wide20Schema;
import dev.singletable.benchmarks.enhanced.Wide50Schema;
import dev.singletable.benchmarks.enhanced.Wide5Schema;
import dev.singletable.benchmarks.handwritten.Wide20Items;
import dev.singletable.benchmarks.handwritten.Wide50Items;
import dev.singletable.benchmarks.handwritten.Wide5Items;
import dev.singletable.benchmarks.model.Wide20;
import dev.singletable.benchmarks.model.Wide20Entity;
import dev.singletable.benchmarks.model.Wide5;
import dev.singletable.benchmarks.model.Wide50;
import dev.singletable.benchmarks.model.Wide50Entity;
import dev.singletable.benchmarks.model.Wide5Entity;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The scaling benchmarks compare the same work: at every width each flavour stores the same item
 * and reads the same record back, and every page size's variants return the same items. It
 * measures nothing.
 */
class ScalingEquivalenceTest {
  @Test
  void everyFlavourStoresAndReadsEachWidthAsTheGeneratedEntityDoes() {
    Wide5 five = Fixtures.wide5("w-1");
    Map<String, AttributeValue> item5 = Wide5Entity.toItem(five);
    assertEquals(5 + 4, item5.size(), item5::toString);
    assertEquals(item5, Wide5Items.toItem(five));
    assertEquals(item5, Wide5Schema.SCHEMA.itemToMap(Wide5Schema.bean(five), true));
    assertEquals(five, Wide5Items.fromItem(item5));
    assertEquals(item5, Wide5Schema.SCHEMA.itemToMap(Wide5Schema.SCHEMA.mapToItem(item5), true));

    Wide20 twenty = Fixtures.wide20("w-1");
    Map<String, AttributeValue> item20 = Wide20Entity.toItem(twenty);
    assertEquals(20 + 4, item20.size(), item20::toString);
    assertEquals(item20, Wide20Items.toItem(twenty));
    assertEquals(item20, Wide20Schema.SCHEMA.itemToMap(Wide20Schema.bean(twenty), true));
    assertEquals(twenty, Wide20Items.fromItem(item20));
    assertEquals(item20, Wide20Schema.SCHEMA.itemToMap(Wide20Schema.SCHEMA.mapToItem(item20), true));

    Wide50 fifty = Fixtures.wide50("w-1");
    Map<String, AttributeValue> item50 = Wide50Entity.toItem(fifty);
    assertEquals(50 + 4, item50.size(), item50::toString);
    assertEquals(item50, Wide50Items.toItem(fifty));
    assertEquals(item50, Wide50Schema.SCHEMA.itemToMap(Wide50Schema.bean(fifty), true));
    assertEquals(fifty, Wide50Items.fromItem(item50));
    assertEquals(item50, Wide50Schema.SCHEMA.itemToMap(Wide50Schema.SCHEMA.mapToItem(item50), true));
  }

  @ParameterizedTest
  @ValueSource(ints = {10, 100, 1000})
  void everyPageVariantReturnsThePageOfItsSize(int items) {
    PageBenchmark benchmark = new PageBenchmark();
    benchmark.items = items;
    benchmark.setUp();
    try {
      assertEquals(items, benchmark.decodeGenerated().size());
      assertEquals(benchmark.decodeGenerated(), benchmark.decodeHandWritten());
      assertEquals(benchmark.decodeGenerated(), benchmark.queryGenerated());
      assertEquals(benchmark.queryGenerated(), benchmark.queryHandWritten());
      assertEquals(items, benchmark.queryStaticSchema().size());
      assertEquals(items, benchmark.decodeStaticSchema().size());
    } finally {
      benchmark.tearDown();
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {5, 20, 50})
  void everyWidthVariantReadsBackWhatTheGeneratedEntityWrote(int width) {
    WidthBenchmark benchmark = new WidthBenchmark();
    benchmark.width = width;
    benchmark.setUp();
    assertEquals(benchmark.toItemGenerated(), benchmark.toItemHandWritten());
    assertEquals(benchmark.toItemGenerated(), benchmark.toItemStaticSchema());
    assertEquals(benchmark.fromItemGenerated(), benchmark.fromItemHandWritten());
  }
}
