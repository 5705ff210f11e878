package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * Good entities compile, generated code included, against the real runtime with every lint warning
 * on: the generated code is as clean as the code around it.
 */
class GeneratedEntitiesCompileTest {

  @Test
  void eventOfTheDesignCompilesWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Event"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.events.EventEntity");
  }

  @Test
  void customerAndOrderSharingAPartitionCompileWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Customer", "Order", "Address"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.shop.CustomerEntity");
    assertThat(compilation).generatedSourceFile("com.example.shop.OrderEntity");
  }

  @Test
  void samePlaceholderInPkAndSkIsOneParameterOfKey() {
    Compilation compilation = Sources.compile(Sources.good("Customer"));
    assertThat(compilation).succeeded();
    assertThat(compilation)
        .generatedSourceFile("com.example.shop.CustomerEntity")
        .contentsAsUtf8String()
        .contains("public static Map<String, AttributeValue> key(String id) {");
  }

  @Test
  void everyKeyEncodingConstantKeysAndNoSortKeyCompileWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("User", "Session", "Settings"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void everyValueTypeNestedAndRecursiveCompilesWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("AllTypes", "Money", "MoneyCodec"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void namesThatCollideWithGeneratedAndRuntimeNamesCompileWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Table"));
    assertThat(compilation).succeededWithoutWarnings();
  }
}
