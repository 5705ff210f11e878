package dev.singletable.runtime.operation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.key.IdentityFilters;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The filter of a query without a filter of its own, written without building the identity's
 * condition ({@link QueryPages#typeFilter}): the same expression, names, values and refusals as the
 * condition {@code IdentityFilters.type} renders, whatever placeholders the key condition took first.
 */
class QueryTypeFilterTest {
  private static final List<Identity> IDENTITIES = List.of(
      Identity.of("order", 1),
      Identity.of("order", 3).versionAsString(),
      Identity.of("Order", 2, "kind", "ORDER#V2", "ver"),
      Identity.of("doc", 1, "type", "dõc \uD83D\uDE00", null));

  @Test
  void rendersWhatTheIdentitysConditionRenders() {
    for (Identity identity : IDENTITIES) {
      for (int before = 0; before < 20; before += 7) {
        ExpressionBuilder fast = builderWith(before);
        ExpressionBuilder general = builderWith(before);

        String rendered = QueryPages.typeFilter(fast, identity);

        assertEquals(general.render(IdentityFilters.type(identity)), rendered, identity.entity());
        assertEquals(general.names(), fast.names(), identity.entity());
        assertEquals(general.values(), fast.values(), identity.entity());
      }
    }
  }

  @Test
  void anEntityWithoutTypeAttributeHasNoFilter() {
    Identity byKeys = Identity.of("order", 1, null, null, "__version");
    ExpressionBuilder fast = builderWith(2);

    assertNull(QueryPages.typeFilter(fast, byKeys));
    assertNull(IdentityFilters.type(byKeys));
    assertEquals(builderWith(2).names(), fast.names());
    assertEquals(builderWith(2).values(), fast.values());
  }

  @Test
  void aTypeValueNoFilterTakesIsRefusedAsTheConditionRefusesIt() {
    Identity lone = Identity.of("order", 1, "__entity", "order\uD800", "__version");

    InvalidValueException general = assertThrows(InvalidValueException.class,
        () -> builderWith(1).render(IdentityFilters.type(lone)));
    InvalidValueException fast = assertThrows(InvalidValueException.class,
        () -> QueryPages.typeFilter(builderWith(1), lone));
    assertEquals(general.getMessage(), fast.getMessage());
  }

  /** A builder whose key condition took {@code placeholders} names and values already. */
  private static ExpressionBuilder builderWith(int placeholders) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    for (int i = 0; i < placeholders; i++) {
      expressions.name("k" + i);
      expressions.value(AttributeValue.fromS("v" + i));
    }
    return expressions;
  }
}
