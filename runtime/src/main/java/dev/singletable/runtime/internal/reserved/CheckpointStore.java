package dev.singletable.runtime.internal.reserved;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The one store of the checkpoints of stream readers and migrations: one item per named checkpoint,
 * in a table of any key types.
 *
 * <p>The item's key is derived from the checkpoint's name, in both key attributes (when the table
 * has a sort key), as each attribute's type requires: {@code S} the text {@code __checkpoint#<name>},
 * {@code B} that text's UTF-8 bytes, {@code N} a negative 38-digit integer drawn from the name's
 * SHA-256. The item carries the identity of {@link ReservedItems}: {@code __entity} {@value
 * ReservedItems#CHECKPOINT} and {@code __reserved} the checkpoint's name; its state is one map
 * attribute, {@value #STATE}, so that no state attribute can be named like a key attribute.
 *
 * <p>A checkpoint is written only where there is nothing, or this very checkpoint ({@code
 * attribute_not_exists(pk) OR (__entity = :checkpoint AND __reserved = :name)}); any other item
 * there is left alone and the write (or the read before it) fails with {@link
 * dev.singletable.runtime.exception.ReservedItemException}, saying what to do.
 *
 * <p>Immutable and thread-safe.
 */
public final class CheckpointStore {
  /** The text every string (and binary) checkpoint key starts with; never what tells a checkpoint. */
  public static final String KEY_PREFIX = ReservedItems.CHECKPOINT + "#";
  /** The map attribute holding a checkpoint's state. */
  public static final String STATE = "__state";
  private static final AttributeValue ENTITY_VALUE = AttributeValue.fromS(ReservedItems.CHECKPOINT);
  private static final AttributeValue VERSION_VALUE = AttributeValue.fromN("1");
  private static final BigInteger NUMBER_RANGE = BigInteger.TEN.pow(37);

  private final Table table;
  private final String partitionKeyField;
  private final ScalarAttributeType partitionKeyType;
  private final String sortKeyField;
  private final ScalarAttributeType sortKeyType;
  private final String remedy;

  private CheckpointStore(Table table, String partitionKeyField, ScalarAttributeType partitionKeyType,
      String sortKeyField, ScalarAttributeType sortKeyType, String remedy) {
    this.table = Objects.requireNonNull(table, "table");
    this.partitionKeyField = Objects.requireNonNull(partitionKeyField, "partitionKeyField");
    this.partitionKeyType = Objects.requireNonNull(partitionKeyType, "partitionKeyType");
    this.sortKeyField = sortKeyField;
    this.sortKeyType = sortKeyField == null ? null : Objects.requireNonNull(sortKeyType, "sortKeyType");
    this.remedy = remedy;
  }

  /**
   * A store in a table whose key attributes are known.
   *
   * @param table the table
   * @param partitionKeyField its partition key attribute
   * @param partitionKeyType that attribute's type
   * @param sortKeyField its sort key attribute, null when it has none
   * @param sortKeyType that attribute's type, null when it has none
   * @param remedy what a user can do when another item holds a checkpoint's key, for messages
   * @return the store
   */
  public static CheckpointStore of(Table table, String partitionKeyField, ScalarAttributeType partitionKeyType,
      String sortKeyField, ScalarAttributeType sortKeyType, String remedy) {
    return new CheckpointStore(table, partitionKeyField, partitionKeyType, sortKeyField, sortKeyType, remedy);
  }

  /**
   * A store in a table described by {@code DescribeTable}.
   *
   * @param table the table
   * @param description its description, for its key attributes and their types
   * @param remedy what a user can do when another item holds a checkpoint's key, for messages
   * @return the store
   */
  public static CheckpointStore of(Table table, TableDescription description, String remedy) {
    String partition = null;
    String sort = null;
    for (KeySchemaElement key : description.keySchema()) {
      if (key.keyType() == KeyType.HASH) {
        partition = key.attributeName();
      } else {
        sort = key.attributeName();
      }
    }
    return new CheckpointStore(table, partition, type(description, partition), sort,
        sort == null ? null : type(description, sort), remedy);
  }

  private static ScalarAttributeType type(TableDescription description, String attribute) {
    for (AttributeDefinition definition : description.attributeDefinitions()) {
      if (definition.attributeName().equals(attribute)) {
        return definition.attributeType();
      }
    }
    throw new IllegalStateException("table " + description.tableName() + " does not define the type of its key "
        + attribute);
  }

  /**
   * The table the checkpoints are kept in.
   *
   * @return the table
   */
  public Table table() {
    return table;
  }

  /**
   * Whether an item (or a stream image) is a checkpoint the library wrote, of this or any store.
   *
   * @param item the item, null when there is none
   * @return true when it carries the checkpoint identity
   */
  public static boolean isCheckpoint(Map<String, AttributeValue> item) {
    return ReservedItems.is(item, ReservedItems.CHECKPOINT);
  }

  /**
   * The key of a checkpoint.
   *
   * @param name the checkpoint's name
   * @return its primary key in this store's table
   */
  public Map<String, AttributeValue> key(String name) {
    Map<String, AttributeValue> key = new LinkedHashMap<>(4);
    key.put(partitionKeyField, render(partitionKeyType, name));
    if (sortKeyField != null) {
      key.put(sortKeyField, render(sortKeyType, name));
    }
    return key;
  }

  /**
   * Reads a checkpoint, strongly consistent.
   *
   * @param name the checkpoint's name
   * @param operation the library operation, for the table's listeners
   * @return its state, empty when it was never written
   * @throws dev.singletable.runtime.exception.ReservedItemException when another item holds its key
   */
  public Optional<Map<String, AttributeValue>> load(String name, String operation) {
    return Dispatch.send(table, Call.GET_ITEM, operation, ReservedItems.CHECKPOINT, loadRequest(name),
        response -> decode(name, response));
  }

  /**
   * {@link #load} with the table's async client.
   *
   * @param name the checkpoint's name
   * @param operation the library operation, for the table's listeners
   * @return a future of its state, failing as {@link #load} throws
   */
  public CompletableFuture<Optional<Map<String, AttributeValue>>> loadAsync(String name, String operation) {
    return Dispatch.startOne(table, Call.GET_ITEM, operation, ReservedItems.CHECKPOINT, () -> loadRequest(name),
        response -> decode(name, response), Dispatch.rethrow());
  }

  /**
   * Writes a checkpoint where there is nothing or this checkpoint.
   *
   * @param name the checkpoint's name
   * @param state its state
   * @param operation the library operation, for the table's listeners
   * @throws dev.singletable.runtime.exception.ReservedItemException when another item holds its key
   */
  public void save(String name, Map<String, AttributeValue> state, String operation) {
    PutItemRequest request = saveRequest(name, state);
    Dispatch.send(table, Call.PUT_ITEM, operation, ReservedItems.CHECKPOINT, request, response -> null,
        failure -> {
          throw translate(name, request, failure);
        });
  }

  /**
   * {@link #save} with the table's async client.
   *
   * @param name the checkpoint's name
   * @param state its state
   * @param operation the library operation, for the table's listeners
   * @return a future completing once it is written, failing as {@link #save} throws
   */
  public CompletableFuture<Void> saveAsync(String name, Map<String, AttributeValue> state, String operation) {
    return Dispatch.start(() -> {
      PutItemRequest request = saveRequest(name, state);
      return Dispatch.sendAsync(table, Call.PUT_ITEM, operation, ReservedItems.CHECKPOINT, request,
          response -> (Void) null, failure -> {
            throw translate(name, request, failure);
          });
    });
  }

  private GetItemRequest loadRequest(String name) {
    return GetItemRequest.builder().tableName(table.name()).key(key(name)).consistentRead(true).build();
  }

  private Optional<Map<String, AttributeValue>> decode(String name, GetItemResponse response) {
    Map<String, AttributeValue> item = response.hasItem() ? response.item() : null;
    if (item == null || item.isEmpty()) {
      return Optional.empty();
    }
    if (!isThis(name, item)) {
      throw ReservedItems.occupied("checkpoint " + name, table.name(), key(name), item, remedy);
    }
    AttributeValue state = item.get(STATE);
    return Optional.of(state == null || !state.hasM() ? Map.of() : state.m());
  }

  private static boolean isThis(String name, Map<String, AttributeValue> item) {
    return isCheckpoint(item) && name.equals(item.get(ReservedItems.ROLE_ATTRIBUTE).s());
  }

  private PutItemRequest saveRequest(String name, Map<String, AttributeValue> state) {
    Map<String, AttributeValue> item = new HashMap<>(key(name));
    item.put(EntitySchema.ENTITY_ATTRIBUTE, ENTITY_VALUE);
    item.put(EntitySchema.VERSION_ATTRIBUTE, VERSION_VALUE);
    item.put(ReservedItems.ROLE_ATTRIBUTE, AttributeValue.fromS(name));
    item.put(STATE, AttributeValue.fromM(state));
    return PutItemRequest.builder()
        .tableName(table.name())
        .item(item)
        .conditionExpression("attribute_not_exists(#k) OR (#e = :e AND #r = :r)")
        .expressionAttributeNames(Map.of("#k", partitionKeyField, "#e", EntitySchema.ENTITY_ATTRIBUTE,
            "#r", ReservedItems.ROLE_ATTRIBUTE))
        .expressionAttributeValues(Map.of(":e", ENTITY_VALUE, ":r", AttributeValue.fromS(name)))
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  private RuntimeException translate(String name, PutItemRequest request, RuntimeException failure) {
    if (failure instanceof ConditionalCheckFailedException e) {
      return ReservedItems.occupied("checkpoint " + name, table.name(), key(name), e.hasItem() ? e.item() : null,
          remedy);
    }
    return failure;
  }

  /** A checkpoint's key attribute of one type. */
  private static AttributeValue render(ScalarAttributeType type, String name) {
    String text = KEY_PREFIX + name;
    return switch (type) {
      case S -> AttributeValue.fromS(text);
      case B -> AttributeValue.fromB(SdkBytes.fromUtf8String(text));
      case N -> AttributeValue.fromN(number(text));
      default -> throw new IllegalArgumentException("a key attribute of type " + type);
    };
  }

  /**
   * {@code -1} followed by 37 digits of the text's SHA-256: a whole number DynamoDB stores exactly
   * (38 significant digits), far from the small and round numbers keys usually hold.
   */
  private static String number(String text) {
    byte[] digest;
    try {
      digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
    String digits = new BigInteger(1, Arrays.copyOf(digest, 20)).mod(NUMBER_RANGE).toString();
    return "-1" + "0".repeat(37 - digits.length()) + digits;
  }
}
