package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.runtime.expression.ExpressionBuilder;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Templates whose keys are stored as native numbers (N) or binary (B): the attribute values they
 * store, the conditions sent for them, and the stored keys they accept back.
 */
class NativeKeyTemplateTest {
  private static final KeyTemplate AT = KeyTemplate.parseSortKey("reading", "sk", "${at}").numeric();
  private static final KeyTemplate DIGEST = KeyTemplate.parseSortKey("chunk", "sk", "${digest}").binary();

  private static String render(SortKeyCondition condition, ExpressionBuilder expressions) {
    return condition.render(expressions, "sk");
  }

  @Test
  void onlyASinglePlaceholderCanBeStoredNatively() {
    assertThrows(IllegalArgumentException.class, () -> KeyTemplate.parse("r", "pk", "R#${id}").numeric());
    assertThrows(IllegalArgumentException.class, () -> KeyTemplate.parse("r", "pk", "${id}#").binary());
    assertThrows(IllegalArgumentException.class, () -> KeyTemplate.parse("r", "pk", "${a}#${b}").numeric());
  }

  @Test
  void numberKeysAreStoredAndComparedAsNumbers() {
    String key = AT.render(AT.integer(0, -10L));
    assertEquals(AttributeValue.fromN("-10"), AT.attributeValue(key));
    ExpressionBuilder expressions = new ExpressionBuilder();
    String rendered = render(SortKeyPrefix.of(AT).between(AT.integer(0, -10L), AT.integer(0, 9L)), expressions);
    assertEquals("#n0 BETWEEN :v0 AND :v1", rendered);
    assertEquals(List.of(AttributeValue.fromN("-10"), AttributeValue.fromN("9")),
        List.copyOf(expressions.values().values()));
    // As text, -10 sorts after 9; as numbers it is below, so this is no reversed range.
    assertThrows(IllegalArgumentException.class,
        () -> SortKeyPrefix.of(AT).between(AT.integer(0, 9L), AT.integer(0, -10L)));
    // As text, 10 sorts before 9; as numbers 9 to 10 is a range.
    assertEquals("sk BETWEEN 9 AND 10", SortKeyPrefix.of(AT).between("9", "10").toString());
    assertThrows(IllegalStateException.class, () -> SortKeyPrefix.of(AT).beginsWith("1"));
    assertEquals("sk > 100", SortKeyPrefix.of(AT).greaterThan(AT.integer(0, BigInteger.valueOf(100))).toString());
  }

  @Test
  void binaryKeysAreStoredAndComparedAsUnsignedBytes() {
    byte[] bytes = {0x00, (byte) 0xff, 0x2b};
    String key = DIGEST.render(DIGEST.binary(0, bytes));
    assertEquals(AttributeValue.fromB(SdkBytes.fromByteArray(bytes)), DIGEST.attributeValue(key));
    assertEquals(key, DIGEST.storedText(AttributeValue.fromB(SdkBytes.fromByteArray(bytes))));
    ExpressionBuilder expressions = new ExpressionBuilder();
    assertEquals("begins_with(#n0, :v0)", render(SortKeyPrefix.of(DIGEST).beginsWith(key), expressions));
    assertArrayEquals(bytes, expressions.values().values().iterator().next().b().asByteArray());
    // 0x7f is below 0x80 unsigned, though not as a signed byte.
    SortKeyPrefix.of(DIGEST).between(DIGEST.binary(0, new byte[] {0x7f}), DIGEST.binary(0, new byte[] {(byte) 0x80}));
    assertThrows(IllegalArgumentException.class, () -> SortKeyPrefix.of(DIGEST)
        .between(DIGEST.binary(0, new byte[] {(byte) 0x80}), DIGEST.binary(0, new byte[] {0x7f})));
    assertThrows(InvalidValueException.class, () -> DIGEST.binary(0, new byte[0]));
    assertThrows(InvalidValueException.class, () -> DIGEST.binary(0, null));
  }

  @Test
  void storedKeysOfTheOtherTypeAreRefused() {
    StoredKeys keys = StoredKeys.of(StoredKeys.key(KeyTemplate.parse("reading", "pk", "${sensor}").numeric(),
        "sensor"), StoredKeys.key(AT, "at"));
    Map<String, AttributeValue> item = Map.of("pk", AttributeValue.fromN("7"), "sk", AttributeValue.fromS("-10"));
    assertThrows(KeyMismatchException.class, () -> keys.check(item, AT, "-10"));
    keys.check(Map.of("pk", AttributeValue.fromN("7"), "sk", AttributeValue.fromN("-10")), AT, "-10");
    assertThrows(KeyMismatchException.class,
        () -> keys.check(Map.of("pk", AttributeValue.fromN("7"), "sk", AttributeValue.fromN("-11")), AT, "-10"));
    assertNull(AT.storedText(AttributeValue.fromS("-10")));
    assertEquals("100", AT.storedText(AttributeValue.fromN("1E+2")));
  }
}
