package dev.singletable.benchmarks.handwritten;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.Profile;
import dev.singletable.runtime.internal.codec.Limits;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The checked hand-written writes ({@code toItemChecked}) refuse what DynamoDB would refuse or
 * silently corrupt, and only that: each check is seen firing here, and the item it guards seen
 * accepted on the other side of the limit. That they store the same item as {@code toItem} otherwise
 * is {@code MarshallingEquivalenceTest}'s.
 */
class CheckedWritesTest {
  private static final Order FIXTURE = Fixtures.order();
  private static final String DIGITS_38 = "12345678901234567890123456789012345678";

  @Test
  void aKeyComponentHoldingTheDelimiterIsRefused() {
    // A crafted tenant id that would otherwise write into the partition TENANT#acme#ORDER#.
    assertThrows(IllegalArgumentException.class, () -> OrderItems.toItemChecked(withTenantId("acme#ORDER#")));
  }

  @Test
  void aKeyOverItsLimitInUtf8BytesIsRefused() {
    // ORDER# and 509 two-byte chars: 1,024 bytes, the most a sort key holds; one char more is 1,025.
    String longest = "\u00e9".repeat(509);

    assertDoesNotThrow(() -> OrderItems.toItemChecked(withOrderId(longest)));
    assertThrows(IllegalArgumentException.class, () -> OrderItems.toItemChecked(withOrderId(longest + "a")));
  }

  @Test
  void aLoneSurrogateInAListElementOrAMapKeyIsRefused() {
    Order inList = withTags(List.of("gift", "eu\uD83D"));
    Order inKey = withAttributes(Map.of("\uDE00source", "newsletter"));
    Order paired = withTags(List.of("gift", "eu\uD83D\uDE00"));

    assertThrows(IllegalArgumentException.class, () -> OrderItems.toItemChecked(inList));
    assertThrows(IllegalArgumentException.class, () -> OrderItems.toItemChecked(inKey));
    assertEquals(OrderItems.toItem(paired), OrderItems.toItemChecked(paired));
  }

  @Test
  void anEmptyMapKeyIsRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> OrderItems.toItemChecked(withAttributes(Map.of("", "newsletter"))));
  }

  @Test
  void aDecimalOfMoreThan38SignificantDigitsIsRefused() {
    Order digits38 = withTotal(new BigDecimal(DIGITS_38));
    Order digits38AndATrailingZero = withTotal(new BigDecimal(DIGITS_38 + "0"));
    Order digits39 = withTotal(new BigDecimal(DIGITS_38 + "9"));

    assertEquals(OrderItems.toItem(digits38), OrderItems.toItemChecked(digits38));
    assertEquals(OrderItems.toItem(digits38AndATrailingZero), OrderItems.toItemChecked(digits38AndATrailingZero));
    assertThrows(IllegalArgumentException.class, () -> OrderItems.toItemChecked(digits39));
  }

  @Test
  void aNumberOutsideDynamoDbsRangeIsRefused() {
    assertDoesNotThrow(() -> OrderItems.toItemChecked(withTotal(new BigDecimal("9.99E+125"))));
    assertThrows(IllegalArgumentException.class, () -> OrderItems.toItemChecked(withTotal(new BigDecimal("1E+126"))));
    assertThrows(IllegalArgumentException.class, () -> OrderItems.toItemChecked(withTotal(new BigDecimal("1E-131"))));
    assertThrows(IllegalArgumentException.class, () -> OrderItems.toItemChecked(withDiscountRate(Double.NaN)));
  }

  @Test
  void anItemOver400KbIsRefused() {
    // The fixture profile is 99 bytes without its name, as DynamoDB counts them (Limits.item); the
    // checked write may count a number one byte over, so the two items lie one byte either side.
    Profile under = profileNamed(409_600 - 99 - 1);
    Profile over = profileNamed(409_600 - 99 + 1);

    assertEquals(409_599, Limits.item("profile", ProfileItems.toItem(under)));
    assertEquals(ProfileItems.toItem(under), ProfileItems.toItemChecked(under));
    assertThrows(IllegalArgumentException.class, () -> ProfileItems.toItemChecked(over));
  }

  private static Order withTenantId(String tenantId) {
    return order(tenantId, FIXTURE.orderId(), FIXTURE.total(), FIXTURE.discountRate(), FIXTURE.tags(), FIXTURE.attributes());
  }

  private static Order withOrderId(String orderId) {
    return order(FIXTURE.tenantId(), orderId, FIXTURE.total(), FIXTURE.discountRate(), FIXTURE.tags(), FIXTURE.attributes());
  }

  private static Order withTotal(BigDecimal total) {
    return order(FIXTURE.tenantId(), FIXTURE.orderId(), total, FIXTURE.discountRate(), FIXTURE.tags(), FIXTURE.attributes());
  }

  private static Order withDiscountRate(double discountRate) {
    return order(FIXTURE.tenantId(), FIXTURE.orderId(), FIXTURE.total(), discountRate, FIXTURE.tags(), FIXTURE.attributes());
  }

  private static Order withTags(List<String> tags) {
    return order(FIXTURE.tenantId(), FIXTURE.orderId(), FIXTURE.total(), FIXTURE.discountRate(), tags, FIXTURE.attributes());
  }

  private static Order withAttributes(Map<String, String> attributes) {
    return order(FIXTURE.tenantId(), FIXTURE.orderId(), FIXTURE.total(), FIXTURE.discountRate(), FIXTURE.tags(), attributes);
  }

  private static Order order(String tenantId, String orderId, BigDecimal total, double discountRate, List<String> tags,
      Map<String, String> attributes) {
    return new Order(tenantId, orderId, FIXTURE.customerId(), FIXTURE.status(), FIXTURE.placedAt(), total,
        FIXTURE.currency(), FIXTURE.itemCount(), FIXTURE.weightGrams(), FIXTURE.giftWrapped(), discountRate,
        FIXTURE.channel(), FIXTURE.shippingMethod(), FIXTURE.shippingCity(), FIXTURE.shippingCountry(),
        FIXTURE.couponCode(), FIXTURE.notes(), FIXTURE.priority(), tags, attributes);
  }

  private static Profile profileNamed(int length) {
    Profile fixture = Fixtures.profile();
    return new Profile(fixture.userId(), "n".repeat(length), fixture.email(), fixture.age(), fixture.active());
  }
}
