package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeIndexDefinition;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.KeyAttribute;
import dev.singletable.runtime.exception.InvalidCursorException;
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
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.zip.CRC32;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Turns DynamoDB's {@code LastEvaluatedKey} into an opaque, URL-safe cursor and back. The format
 * is versioned binary (attribute name, type, value) in unpadded base64url, so a cursor survives
 * a round trip through a URL or a JSON field untouched.
 *
 * <p>Every read binds its cursors to itself: {@link #encode(String, Map)} writes the name of the read
 * into the cursor (as an attribute with the empty name, which no DynamoDB attribute has), and {@link
 * #decode(String, String, String, Map, Bounds)} takes back only a cursor of that read whose key has
 * the read's key attributes, of their types, inside the read's key condition. Anything else is
 * refused with an {@link InvalidCursorException} before a request is sent: the cursor of another
 * read would continue at a position of another key space (and return nothing, or the wrong items),
 * and a key outside the condition is refused by DynamoDB with a raw validation error.
 */
public final class Cursors {
  private static final int FORMAT = 2;
  /**
   * Key attribute values are at most 2,048 bytes (partition) and 1,024 (sort), names at most 255;
   * a last-evaluated key of an index query has four of them (up to ten with multi-attribute index
   * keys), so no cursor of a query comes near this.
   */
  static final int MAX_CURSOR_CHARACTERS = 32 * 1024;
  private static final int MAX_ATTRIBUTES = 16;
  private static final int SHOWN_CHARACTERS = 40;
  /** The cursor attribute naming its read; DynamoDB attribute names are never empty. */
  private static final String READ_ATTRIBUTE = "";

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
    byte[] body = bytes.toByteArray();
    byte[] sealed = ByteBuffer.allocate(body.length + 4).put(body).putInt(checksum(body, body.length)).array();
    return Base64.getUrlEncoder().withoutPadding().encodeToString(sealed);
  }

  /** The CRC-32 of the first {@code length} bytes: what makes an altered or cut cursor fail to decode. */
  private static int checksum(byte[] bytes, int length) {
    CRC32 crc = new CRC32();
    crc.update(bytes, 0, length);
    return (int) crc.getValue();
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
    try {
      return parse(cursor);
    } catch (IllegalArgumentException e) {
      throw new SingleTableException("not a cursor of this query: \"" + shown(cursor) + "\" (" + e.getMessage() + ")",
          e.getCause() == null ? e : e.getCause());
    }
  }

  /** The key a cursor carries; IllegalArgumentException saying what is wrong for anything else. */
  private static Map<String, AttributeValue> parse(String cursor) {
    if (cursor.length() > MAX_CURSOR_CHARACTERS) {
      throw new IllegalArgumentException("longer than " + MAX_CURSOR_CHARACTERS + " characters");
    }
    try {
      byte[] sealed = Base64.getUrlDecoder().decode(cursor);
      if (sealed.length < 5) {
        throw new IllegalArgumentException("truncated");
      }
      if (sealed[0] != FORMAT) {
        throw new IllegalArgumentException("unknown cursor format");
      }
      int length = sealed.length - 4;
      if (ByteBuffer.wrap(sealed, length, 4).getInt() != checksum(sealed, length)) {
        throw new IllegalArgumentException("its checksum does not match: altered or cut");
      }
      ByteBuffer in = ByteBuffer.wrap(sealed, 1, length - 1);
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
      throw new IllegalArgumentException("truncated", e);
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /**
   * Where a read's key condition lets a cursor's key lie.
   */
  @FunctionalInterface
  public interface Bounds {
    /** No condition: any key of the right attributes and types (a scan). */
    Bounds ANY = key -> null;

    /**
     * Why a key lies outside the condition.
     *
     * @param key a decoded key with the read's attributes of their types
     * @return null when the key lies inside, else what is outside (for the message)
     */
    String outside(Map<String, AttributeValue> key);
  }

  /**
   * Encodes a last-evaluated key as a cursor of the read named {@code read}.
   *
   * @param read the read's name, as {@link #decode(String, String, String, Map, Bounds)} expects it
   * @param lastEvaluatedKey the key, null or empty when there is no further page
   * @return the cursor, null when there is no further page
   */
  public static String encode(String read, Map<String, AttributeValue> lastEvaluatedKey) {
    if (lastEvaluatedKey == null || lastEvaluatedKey.isEmpty()) {
      return null;
    }
    Map<String, AttributeValue> stamped = new LinkedHashMap<>();
    stamped.put(READ_ATTRIBUTE, AttributeValue.createS(Objects.requireNonNull(read, "read")));
    stamped.putAll(lastEvaluatedKey);
    return encode(stamped);
  }

  /**
   * Decodes a cursor given to the read named {@code read} and checks that it is one of its own: made
   * by {@link #encode(String, Map)} for this read, its key of the read's key attributes and types, and
   * inside the read's key condition. The one check of every read that takes a cursor.
   *
   * @param cursor the cursor text, from outside
   * @param read the read's name, as its cursors carry it
   * @param description the read as the message names it, with its key condition
   * @param keyTypes the attributes of the read's last-evaluated keys (the table's key and the index's)
   *     and their types
   * @param bounds where the read's key condition lets the key lie
   * @return the key to start after
   * @throws InvalidCursorException when the cursor is no cursor, belongs to another read, or holds a
   *     key this read cannot start after
   */
  public static Map<String, AttributeValue> decode(String cursor, String read, String description,
      Map<String, ScalarAttributeType> keyTypes, Bounds bounds) {
    Objects.requireNonNull(cursor, "cursor");
    Map<String, AttributeValue> key;
    try {
      key = parse(cursor);
    } catch (IllegalArgumentException e) {
      throw refused(description, "\"" + shown(cursor) + "\" is no cursor (" + e.getMessage() + ")", e);
    }
    AttributeValue stamp = key.remove(READ_ATTRIBUTE);
    if (stamp == null || stamp.s() == null) {
      throw refused(description, "it names no read (a cursor of an earlier version, or forged)", null);
    }
    if (!stamp.s().equals(read)) {
      throw refused(description, "it is a cursor of " + shown(stamp.s()), null);
    }
    for (Map.Entry<String, ScalarAttributeType> field : keyTypes.entrySet()) {
      AttributeValue value = key.get(field.getKey());
      if (value == null || value.type() == null || !value.type().name().equals(field.getValue().name())) {
        throw refused(description, "its key " + shownKey(key) + " has no attribute " + field.getKey() + " of type "
            + field.getValue(), null);
      }
    }
    if (!key.keySet().equals(keyTypes.keySet())) {
      throw refused(description, "its key " + shownKey(key) + " has attributes other than " + keyTypes.keySet(), null);
    }
    String outside = bounds.outside(key);
    if (outside != null) {
      throw refused(description, "its key " + shownKey(key) + " lies outside the key condition: " + outside, null);
    }
    return key;
  }

  /**
   * The name the cursors of a query of one entity carry: the entity and the index. A projection of
   * the index and a sharded query of it read the same key space and share it.
   *
   * @param schema the entity
   * @param indexName the secondary index, null for the table
   * @return {@code query order table}, {@code query order index gsi1}
   */
  public static String queryRead(EntitySchema<?> schema, String indexName) {
    return "query " + schema.entityName() + " " + (indexName == null ? "table" : "index " + indexName);
  }

  /**
   * The attributes of a last-evaluated key of a read of {@code schema}'s items on {@code indexName}
   * and their types: the table's key, and the index's.
   *
   * @param schema an entity of the read
   * @param indexName the secondary index, null for the table
   * @return the attributes, the table's key first
   * @throws IllegalArgumentException when the entity has no such index
   */
  public static Map<String, ScalarAttributeType> keyTypes(EntitySchema<?> schema, String indexName) {
    Map<String, ScalarAttributeType> types = new LinkedHashMap<>();
    types.put(schema.partitionKeyField(), schema.partitionKeyType());
    if (schema.sortKeyField() != null) {
      types.put(schema.sortKeyField(), schema.sortKeyType());
    }
    if (indexName == null) {
      return types;
    }
    for (List<IndexDefinition> indexes : List.of(schema.indexes(), schema.localIndexes())) {
      for (IndexDefinition index : indexes) {
        if (index.indexName().equals(indexName)) {
          // Rendered index keys are strings; a local index shares the table's partition key.
          types.putIfAbsent(index.partitionKeyField(), ScalarAttributeType.S);
          if (index.sortKeyField() != null) {
            types.putIfAbsent(index.sortKeyField(), ScalarAttributeType.S);
          }
          return types;
        }
      }
    }
    for (AttributeIndexDefinition index : schema.attributeIndexes()) {
      if (index.indexName().equals(indexName)) {
        for (List<KeyAttribute> attributes : List.of(index.partitionKey(), index.sortKey())) {
          for (KeyAttribute attribute : attributes) {
            types.putIfAbsent(attribute.name(), attribute.type());
          }
        }
        return types;
      }
    }
    throw new IllegalArgumentException(schema.entityName() + " has no index " + indexName);
  }

  /**
   * The refusal of a cursor, worded as every read words it: the read, what is wrong, what to do.
   *
   * @param description the read as the message names it
   * @param problem what is wrong with the cursor
   * @param cause the failure found, or null
   * @return the exception to throw
   */
  public static InvalidCursorException refused(String description, String problem, Throwable cause) {
    return new InvalidCursorException(description, "not a cursor of this " + description + ": " + problem
        + ". Pass the cursor of a page of this same read, or read again from the first page (without startAfter)",
        cause);
  }

  private static String shown(String text) {
    return text.length() > SHOWN_CHARACTERS ? text.substring(0, SHOWN_CHARACTERS) + "..." : text;
  }

  private static String shownKey(Map<String, AttributeValue> key) {
    StringBuilder text = new StringBuilder("{");
    for (Map.Entry<String, AttributeValue> entry : key.entrySet()) {
      AttributeValue value = entry.getValue();
      String shown = switch (value.type()) {
        case S -> value.s();
        case N -> value.n();
        case B -> Base64.getEncoder().encodeToString(value.b().asByteArrayUnsafe());
        default -> String.valueOf(value);
      };
      text.append(text.length() == 1 ? "" : ", ").append(shown(entry.getKey())).append('=')
          .append(value.type()).append(':').append(shown(shown));
    }
    return text.append('}').toString();
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
