package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.exception.SingleTableException;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Turns DynamoDB's {@code LastEvaluatedKey} into an opaque, URL-safe cursor and back. The format
 * is versioned binary (attribute name, type, value) in unpadded base64url, so a cursor survives
 * a round trip through a URL or a JSON field untouched.
 */
public final class Cursors {
  private static final int FORMAT = 1;
  /**
   * Key attribute values are at most 2,048 bytes (partition) and 1,024 (sort), names at most 255;
   * a last-evaluated key of an index query has four of them (up to ten with multi-attribute index
   * keys), so no cursor of a query comes near this.
   */
  static final int MAX_CURSOR_CHARACTERS = 32 * 1024;
  private static final int MAX_ATTRIBUTES = 16;
  private static final int SHOWN_CHARACTERS = 40;

  private Cursors() {}

  /** Encodes a last-evaluated key; null or empty gives null (no further page). */
  public static String encode(Map<String, AttributeValue> lastEvaluatedKey) {
    if (lastEvaluatedKey == null || lastEvaluatedKey.isEmpty()) {
      return null;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeByte(FORMAT);
      out.writeShort(lastEvaluatedKey.size());
      for (Map.Entry<String, AttributeValue> entry : lastEvaluatedKey.entrySet()) {
        byte[] name = entry.getKey().getBytes(StandardCharsets.UTF_8);
        out.writeShort(name.length);
        out.write(name);
        AttributeValue value = entry.getValue();
        switch (value.type()) {
          case S:
            out.writeByte('S');
            writeText(out, value.s());
            break;
          case N:
            out.writeByte('N');
            writeText(out, value.n());
            break;
          case B:
            out.writeByte('B');
            byte[] raw = value.b().asByteArrayUnsafe();
            out.writeInt(raw.length);
            out.write(raw);
            break;
          default:
            throw new IllegalArgumentException("key attribute " + entry.getKey() + " has type " + value.type());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes.toByteArray());
  }

  /**
   * Decodes a cursor made by {@link #encode}; anything else is refused with a clear message. A
   * cursor comes from outside (a URL, a request body), so nothing in it is trusted: every length is
   * checked against the bytes that remain before anything is allocated, and the cursor itself may
   * be at most {@value #MAX_CURSOR_CHARACTERS} characters.
   *
   * @param cursor the cursor text
   * @return the last-evaluated key it carries
   * @throws SingleTableException when the text is not a well-formed cursor
   */
  public static Map<String, AttributeValue> decode(String cursor) {
    if (cursor.length() > MAX_CURSOR_CHARACTERS) {
      throw notACursor(cursor, "longer than " + MAX_CURSOR_CHARACTERS + " characters", null);
    }
    try {
      ByteBuffer in = ByteBuffer.wrap(Base64.getUrlDecoder().decode(cursor));
      if (in.get() != FORMAT) {
        throw new IllegalArgumentException("unknown cursor format");
      }
      int size = Short.toUnsignedInt(in.getShort());
      if (size == 0 || size > MAX_ATTRIBUTES) {
        throw new IllegalArgumentException(size + " key attributes");
      }
      Map<String, AttributeValue> key = new LinkedHashMap<>();
      for (int i = 0; i < size; i++) {
        String name = text(in, Short.toUnsignedInt(in.getShort()));
        byte type = in.get();
        switch (type) {
          case 'S':
            key.put(name, AttributeValue.createS(text(in, in.getInt())));
            break;
          case 'N':
            key.put(name, AttributeValue.createN(text(in, in.getInt())));
            break;
          case 'B':
            key.put(name, AttributeValue.createB(SdkBytes.fromByteArray(bytes(in, in.getInt()))));
            break;
          default:
            throw new IllegalArgumentException("unknown attribute type in cursor");
        }
      }
      if (in.hasRemaining()) {
        throw new IllegalArgumentException("trailing bytes in cursor");
      }
      if (key.size() != size) {
        throw new IllegalArgumentException("a key attribute appears twice");
      }
      return key;
    } catch (BufferUnderflowException e) {
      throw notACursor(cursor, "truncated", e);
    } catch (IllegalArgumentException | CharacterCodingException e) {
      throw notACursor(cursor, e.getMessage(), e);
    }
  }

  private static SingleTableException notACursor(String cursor, String problem, Throwable cause) {
    String shown = cursor.length() > SHOWN_CHARACTERS ? cursor.substring(0, SHOWN_CHARACTERS) + "..." : cursor;
    return new SingleTableException("not a cursor of this query: \"" + shown + "\" (" + problem + ")", cause);
  }

  /** {@code length} bytes, refused before allocation when fewer remain. */
  private static byte[] bytes(ByteBuffer in, int length) {
    if (length < 0 || length > in.remaining()) {
      throw new IllegalArgumentException("a length of " + length + " where " + in.remaining() + " bytes remain");
    }
    byte[] raw = new byte[length];
    in.get(raw);
    return raw;
  }

  /** {@code length} bytes of strict UTF-8: a forged cursor cannot smuggle in replacement characters. */
  private static String text(ByteBuffer in, int length) throws CharacterCodingException {
    return StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT)
        .decode(ByteBuffer.wrap(bytes(in, length)))
        .toString();
  }

  private static void writeText(DataOutputStream out, String text) throws IOException {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    out.writeInt(utf8.length);
    out.write(utf8);
  }

}
