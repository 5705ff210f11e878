package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Cursors carry a last-evaluated key through a URL unchanged. */
class CursorsTest {

  @Test
  void lastEvaluatedKeyRoundTripsThroughAUrlSafeCursor() {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("pk", AttributeValue.fromS("CUSTOMER#XYQ/é?&=+"));
    key.put("sk", AttributeValue.fromS("ORDER#00001"));
    key.put("n", AttributeValue.fromN("-12.5"));
    key.put("b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, -1, 7})));

    String cursor = Cursors.encode(key);

    assertTrue(cursor.matches("[A-Za-z0-9_-]+"), cursor);
    assertEquals(key, Cursors.decode(cursor));
  }

  @Test
  void noLastEvaluatedKeyGivesNoCursor() {
    assertNull(Cursors.encode(null));
    assertNull(Cursors.encode(Map.of()));
  }

  @Test
  void foreignTextIsRefusedAsACursor() {
    assertThrows(SingleTableException.class, () -> Cursors.decode("not a cursor!"));
    assertThrows(SingleTableException.class, () -> Cursors.decode("AAAA"));
    String valid = Cursors.encode(Map.of("pk", AttributeValue.fromS("x")));
    assertThrows(SingleTableException.class, () -> Cursors.decode(valid + "AA"));
  }
}
