package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Conditions, filters, keys and attribute constants carry their entity's record type: another
 * entity's attribute in a filter or condition, or another entity's key in a transaction, does not
 * compile, and the message names both record types. A long component takes int literals.
 */
class EntityTypedExpressionsCompileTest {

  /** Compiles {@code bad/<caller>.java} against the shop's entities; it must fail at {@code line}. */
  private static Compilation assertShopCallerFails(String caller, String message, String line) {
    JavaFileObject source = Sources.bad(caller);
    Compilation compilation = Sources.compile(Sources.good("Customer"), Sources.good("Order"), Sources.good("Address"), source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining(message).inFile(source).onLineContaining(line);
    return compilation;
  }

  @Test
  void filterOnOrdersWithACustomerAttributeDoesNotCompile() {
    Compilation compilation = assertShopCallerFails("FilterWithAnotherEntitysAttribute",
        "incompatible types: dev.singletable.runtime.expression.Condition<com.example.shop.Customer> cannot be"
            + " converted to dev.singletable.runtime.expression.Condition<com.example.shop.Order>", "CustomerEntity.EMAIL");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void deleteOfAnOrderGivenACustomerKeyDoesNotCompile() {
    Compilation compilation = assertShopCallerFails("KeyOfAnotherEntityInTransaction",
        "no suitable method found for delete(dev.singletable.runtime.EntitySchema<com.example.shop.Order>,"
            + "dev.singletable.runtime.Key<com.example.shop.Customer>)", "CustomerEntity.key");
    assertThat(compilation).hadErrorContaining(
        "inference variable T has incompatible equality constraints com.example.shop.Customer,com.example.shop.Order");
  }

  @Test
  void updateOfAnOrderConditionalOnACustomerAttributeDoesNotCompile() {
    Compilation compilation = assertShopCallerFails("ConditionOfAnotherEntityInUpdate",
        "incompatible types: dev.singletable.runtime.expression.Condition<com.example.shop.Customer> cannot be"
            + " converted to dev.singletable.runtime.expression.Condition<com.example.shop.Order>", "CustomerEntity.EMAIL");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void serviceScanFilterOnOrdersWithACustomerAttributeDoesNotCompile() {
    Compilation compilation = assertShopCallerFails("ServiceScanFilterWithAnotherEntitysAttribute",
        "incompatible types: dev.singletable.runtime.expression.Condition<com.example.shop.Customer> cannot be"
            + " converted to dev.singletable.runtime.expression.Condition<com.example.shop.Order>", "CustomerEntity.EMAIL");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void updateOfACustomerSetFromAnOrderAttributeDoesNotCompile() {
    Compilation compilation = assertShopCallerFails("SetFromAnotherEntitysAttribute",
        "no suitable method found for set(dev.singletable.runtime.expression.UpdatableAttribute<com.example.shop.Customer,"
            + "java.lang.String>,dev.singletable.runtime.expression.AttributePath<com.example.shop.Order,java.lang.String>)",
        "OrderEntity.CUSTOMER_ID");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void serviceScanFilterOnAnEntityOfAnotherServiceDoesNotCompile() {
    JavaFileObject source = Sources.bad("ServiceScanFilterOfAnotherService");
    Compilation compilation = Sources.compile(Sources.good("Customer"), Sources.good("Order"), Sources.good("Address"),
        Sources.good("Session"), source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("Scan.EntityFilter<com.example.accounts.SessionsService.Item>")
        .inFile(source).onLineContaining("SessionsService.whereSession");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void updateStoringASumOfAnotherTypeDoesNotCompile() {
    Compilation compilation = assertShopCallerFails("SetFromASumOfAnotherType",
        "no suitable method found for set(dev.singletable.runtime.expression.UpdatableAttribute<com.example.shop.Order,"
            + "java.math.BigDecimal>,dev.singletable.runtime.expression.UpdateValue<com.example.shop.Order,java.lang.Integer>)",
        "OrderEntity.ORDER_ID.plus");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void longComponentsTakeIntLiteralsInConditionsAndUpdates() {
    Compilation compilation = Sources.compile(Sources.good("AggregateMeta", "IntegralLiterals"));
    assertThat(compilation).succeededWithoutWarnings();
  }
}
