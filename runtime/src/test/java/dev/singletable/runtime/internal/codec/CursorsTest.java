package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.SingleTableException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
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

  @Test
  void aForgedLengthIsRefusedBeforeAnythingIsAllocated() {
    // One attribute named "pk" of type S whose length field says 2 GB: decoding once sized a buffer from it.
    SingleTableException e = assertThrows(SingleTableException.class, () -> Cursors.decode("AQABAAJwa1N_____"));
    assertTrue(e.getMessage().startsWith("not a cursor of this query"), e.getMessage());
  }

  @Test
  void everyLengthFieldIsBoundedByTheBytesThatRemain() {
    for (int length : new int[] {-1, Integer.MIN_VALUE, 2, 1 << 20, Integer.MAX_VALUE}) {
      ByteBuffer forged = ByteBuffer.allocate(13).put((byte) 1).putShort((short) 1)
          .putShort((short) 2).put((byte) 'p').put((byte) 'k').put((byte) 'B').putInt(length).put((byte) 0);
      String cursor = Base64.getUrlEncoder().withoutPadding().encodeToString(forged.array());
      assertThrows(SingleTableException.class, () -> Cursors.decode(cursor), "length " + length);
    }
  }

  @Test
  void anAttributeCountOfZeroOrAboveSixteenIsRefused() {
    for (int count : new int[] {0, 17, 0xFFFF}) {
      byte[] forged = ByteBuffer.allocate(3).put((byte) 1).putShort((short) count).array();
      String cursor = Base64.getUrlEncoder().withoutPadding().encodeToString(forged);
      assertThrows(SingleTableException.class, () -> Cursors.decode(cursor), "count " + count);
    }
  }

  @Test
  void malformedUtf8InACursorIsRefusedNotReplaced() {
    byte[] forged = ByteBuffer.allocate(12).put((byte) 1).putShort((short) 1)
        .putShort((short) 1).put((byte) 'p').put((byte) 'S').putInt(1).put((byte) 0xC3).array();
    String cursor = Base64.getUrlEncoder().withoutPadding().encodeToString(forged);
    assertThrows(SingleTableException.class, () -> Cursors.decode(cursor));
  }

  @Test
  void aCursorLongerThanAnyKeyCouldMakeIsRefusedUnread() {
    String huge = "A".repeat(Cursors.MAX_CURSOR_CHARACTERS + 1);
    SingleTableException e = assertThrows(SingleTableException.class, () -> Cursors.decode(huge));
    assertTrue(e.getMessage().length() < 200, "the message shows the cursor shortened");
  }

  @Test
  void aRepeatedAttributeIsRefused() {
    String twice = Cursors.encode(Map.of("pk", AttributeValue.fromS("x")));
    byte[] one = Base64.getUrlDecoder().decode(twice);
    ByteBuffer forged = ByteBuffer.allocate(3 + 2 * (one.length - 3)).put((byte) 1).putShort((short) 2);
    forged.put(one, 3, one.length - 3).put(one, 3, one.length - 3);
    String cursor = Base64.getUrlEncoder().withoutPadding().encodeToString(forged.array());
    assertThrows(SingleTableException.class, () -> Cursors.decode(cursor));
  }

  @Test
  void randomMutationsOfACursorDecodeOrAreRefusedButNeverCrash() {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("pk", AttributeValue.fromS("TENANT#acme"));
    key.put("sk", AttributeValue.fromS("DOC#0001"));
    key.put("gsi1pk", AttributeValue.fromS("OWNER#ada"));
    key.put("gsi1sk", AttributeValue.fromN("42"));
    byte[] valid = Base64.getUrlDecoder().decode(Cursors.encode(key));
    Random random = new Random(20261124L);
    int refused = 0;
    for (int i = 0; i < 100_000; i++) {
      byte[] mutated = Arrays.copyOf(valid, valid.length + random.nextInt(3) - random.nextInt(3));
      for (int flips = 1 + random.nextInt(4); flips > 0; flips--) {
        mutated[random.nextInt(mutated.length)] = (byte) random.nextInt(256);
      }
      String cursor = Base64.getUrlEncoder().withoutPadding().encodeToString(mutated);
      try {
        Cursors.decode(cursor);
      } catch (SingleTableException e) {
        refused++;
      }
    }
    assertTrue(refused > 50_000, "most mutations are refused, was " + refused);
  }
}
