package dev.singletable.runtime;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
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
        out.writeUTF(entry.getKey());
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

  /** Decodes a cursor made by {@link #encode}; anything else is refused with a clear message. */
  public static Map<String, AttributeValue> decode(String cursor) {
    try (DataInputStream in = new DataInputStream(
        new ByteArrayInputStream(Base64.getUrlDecoder().decode(cursor)))) {
      if (in.readByte() != FORMAT) {
        throw new IllegalArgumentException("unknown cursor format");
      }
      int size = in.readShort();
      Map<String, AttributeValue> key = new LinkedHashMap<>();
      for (int i = 0; i < size; i++) {
        String name = in.readUTF();
        byte type = in.readByte();
        switch (type) {
          case 'S':
            key.put(name, AttributeValue.createS(readText(in)));
            break;
          case 'N':
            key.put(name, AttributeValue.createN(readText(in)));
            break;
          case 'B':
            byte[] raw = new byte[in.readInt()];
            in.readFully(raw);
            key.put(name, AttributeValue.createB(SdkBytes.fromByteArray(raw)));
            break;
          default:
            throw new IllegalArgumentException("unknown attribute type in cursor");
        }
      }
      if (in.read() != -1) {
        throw new IllegalArgumentException("trailing bytes in cursor");
      }
      return key;
    } catch (IOException | IllegalArgumentException | NegativeArraySizeException e) {
      throw new SingleTableException("not a cursor of this library: " + cursor, e);
    }
  }

  private static void writeText(DataOutputStream out, String text) throws IOException {
    // writeUTF is limited to 64 KB; key values can reach 2 KB (pk) and 1 KB (sk), names 64 KB.
    byte[] utf8 = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    out.writeInt(utf8.length);
    out.write(utf8);
  }

  private static String readText(DataInputStream in) throws IOException {
    byte[] utf8 = new byte[in.readInt()];
    in.readFully(utf8);
    return new String(utf8, java.nio.charset.StandardCharsets.UTF_8);
  }
}
