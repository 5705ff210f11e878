package dev.singletable.runtime;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * What the runtime needs to know about one entity: its identity, its key fields and indexes, and
 * how to turn a value into an item and back. Generated code implements it once per entity; the
 * operations, table definitions and (later) queries and transactions are written against it.
 *
 * @param <T> the record type of the entity
 */
public interface EntitySchema<T> {
  /** The attribute ({@code S}) that holds the name of the entity an item belongs to. */
  String ENTITY_ATTRIBUTE = "__entity";
  /** The attribute ({@code N}) that holds the version of the entity an item was written by. */
  String VERSION_ATTRIBUTE = "__version";
  /**
   * The attribute ({@code S}) that holds the write token of the last single-item put, create or
   * update of an item, by which a write recognises its own earlier attempt when the SDK resends it
   * after a lost response (see {@link Table#withWriteTokens}). Records never see it.
   */
  String TOKEN_ATTRIBUTE = "__token";

  /**
   * The service whose table the entity lives in.
   *
   * @return the {@code @Entity(service)} value
   */
  String service();

  /**
   * The entity's name, unique within its service and stored in every item.
   *
   * @return the {@code @Entity(name)} value
   */
  String entityName();

  /**
   * The entity's version, stored in every item.
   *
   * @return the {@code @Entity(version)} value
   */
  int entityVersion();

  /**
   * The oldest version whose items reads of this entity decode: {@link #fromItem} decodes an item of
   * an earlier version with that version's layout and upcasts it to {@link #entityVersion()}.
   *
   * @return the oldest {@code @EarlierVersion} the entity reads; the default, {@link
   *     #entityVersion()}, reads only its own version
   */
  default int oldestVersion() {
    return entityVersion();
  }

  /**
   * The partition key attribute.
   *
   * @return the {@code @Pk(field)} value
   */
  String partitionKeyField();

  /**
   * The sort key attribute.
   *
   * @return the {@code @Sk(field)} value, null when the entity has no sort key
   */
  String sortKeyField();

  /**
   * The DynamoDB type of the partition key attribute: {@code S}, or {@code N} for
   * {@code @Pk(type = NUMBER)}.
   *
   * @return the type; the default is a string
   */
  default ScalarAttributeType partitionKeyType() {
    return ScalarAttributeType.S;
  }

  /**
   * The DynamoDB type of the sort key attribute: {@code S}, or {@code N} for
   * {@code @Sk(type = NUMBER)}.
   *
   * @return the type; the default is a string
   */
  default ScalarAttributeType sortKeyType() {
    return ScalarAttributeType.S;
  }

  /**
   * The global secondary indexes the entity writes keys for.
   *
   * @return the indexes, empty when there are none
   */
  List<IndexDefinition> indexes();

  /**
   * The local secondary indexes the entity writes sort keys for: each has the table's partition key
   * ({@link IndexDefinition#partitionKeyField()}) and its own sort key, stores every attribute, and
   * is read with strongly consistent reads when asked.
   *
   * @return the indexes, empty when there are none
   */
  default List<IndexDefinition> localIndexes() {
    return List.of();
  }

  /**
   * The global secondary indexes keyed by several of the entity's attributes, each stored as its
   * own typed attribute: nothing is rendered for them, DynamoDB indexes the item when it has every
   * key attribute.
   *
   * @return the indexes, empty when there are none
   */
  default List<AttributeIndexDefinition> attributeIndexes() {
    return List.of();
  }

  /**
   * The full item of a value: attributes, primary key, the keys of every index whose components are
   * all present (indexes are sparse) and the identity attributes.
   *
   * @param value the value, not null
   * @return a new mutable item map
   * @throws dev.singletable.runtime.exception.InvalidValueException when a value cannot be stored
   */
  Map<String, AttributeValue> toItem(T value);

  /**
   * The value of an item of this entity.
   *
   * @param item the stored item
   * @return the value
   * @throws dev.singletable.runtime.exception.WrongEntityException when the item is not {@linkplain #owns owned} by this entity
   * @throws dev.singletable.runtime.exception.InvalidValueException when an attribute cannot be read
   */
  T fromItem(Map<String, AttributeValue> item);

  /**
   * The primary key of a value.
   *
   * @param value the value, not null
   * @return the partition key attribute and, when the entity has one, the sort key attribute
   */
  Key<T> keyOf(T value);

  /**
   * The attributes a projection always reads, so that {@link #fromItem} can build a record from it:
   * the stored names of the primary key's components and of the primitive components.
   *
   * @return the attribute names; the default is none
   */
  default List<String> requiredAttributes() {
    return List.of();
  }

  /**
   * Whether an item was written by this entity at a version it reads (its own, or an earlier one
   * from {@link #oldestVersion()} on), judged by its identity attributes (or, for an entity without
   * type attribute, by its keys). Reads skip items that
   * this entity does not own rather than decode them as its own. Generated code answers with the
   * entity's one {@link dev.singletable.runtime.internal.codec.Identity}, built once.
   *
   * @param item the stored item
   * @return true when {@code __entity} matches this entity and {@code __version} is one it reads
   */
  boolean owns(Map<String, AttributeValue> item);


  /**
   * The attribute of the {@code @Version} component, which writes increment and puts check.
   *
   * @return its stored name, null when the entity has none
   */
  default String versionAttribute() {
    return null;
  }

  /**
   * The attribute of the {@code @CreatedAt} component, which a put over an existing item keeps.
   *
   * @return its stored name, null when the entity has none
   */
  default String createdAtAttribute() {
    return null;
  }

  /**
   * The attribute of the {@code @UpdatedAt} component, which every write sets to the table's time.
   *
   * @return its stored name, null when the entity has none
   */
  default String updatedAtAttribute() {
    return null;
  }

  /**
   * The attributes of the {@code @ReadOnly} components: set when the item is created, never changed. A
   * put is sent on condition that the item lacks each or holds the value the put carries.
   *
   * @return their stored names, in declaration order; empty when there are none
   */
  default List<String> readOnlyAttributes() {
    return List.of();
  }

  /**
   * How the {@code @CreatedAt} component is stored when its {@code @InstantFormat} names another form
   * than the library's fixed-width text.
   *
   * @return the codec of that form; null for the library's text
   */
  default AttributeCodec<Instant> createdAtCodec() {
    return null;
  }

  /**
   * How the {@code @UpdatedAt} component is stored when its {@code @InstantFormat} names another form
   * than the library's fixed-width text.
   *
   * @return the codec of that form; null for the library's text
   */
  default AttributeCodec<Instant> updatedAtCodec() {
    return null;
  }

  /**
   * The attributes of the {@code @Unique} components ({@code S}), each value of which is claimed by
   * a guard item.
   *
   * @return their stored names, in declaration order; empty when there are none
   */
  default List<String> uniqueAttributes() {
    return List.of();
  }

  /**
   * The entities of the service whose items may have this entity's primary keys ({@code
   * @Entity(sharesKeysWith)}), told apart by the type attribute. Batch writes carry no condition,
   * so a batch put or delete of such an entity could replace or delete the other's item at its key:
   * {@link dev.singletable.runtime.batch.BatchWrite} refuses them. Entities without a type attribute
   * that share a layout are told apart by their key templates' literals, so no key of one is a key of
   * the other: their schemas list none.
   *
   * @return their entity names; empty, the default, when no other entity shares its keys
   */
  default List<String> sharesKeysWith() {
    return List.of();
  }

  /**
   * The key template of the guard items of one {@code @Unique} attribute, when its {@code template}
   * gives one: its one placeholder is the value ({@code USEREMAIL#${email}}).
   *
   * @param attribute the attribute's stored name, one of {@link #uniqueAttributes()}
   * @return the template, null for the default {@code _unique#<entity>#<attribute>#<value>}
   */
  default String uniqueKeyTemplate(String attribute) {
    return null;
  }

  /**
   * The {@code @KeyOnly} components: stored only inside the primary key, never as attributes of their
   * own, so that an upsert creating the item does not write them.
   *
   * @return their names; the default, empty, for entities that store every component
   */
  default Set<String> keyOnlyAttributes() {
    return Set.of();
  }

  /**
   * Every attribute {@link #toItem} can write besides the primary key and the identity attributes:
   * components and index keys. A put that keeps {@link #createdAtAttribute()} is sent as an update
   * that removes those of them the new item lacks.
   *
   * @return the stored names; the default, empty, is only used by entities without {@code @CreatedAt}
   */
  default Set<String> attributeNames() {
    return Set.of();
  }

  /**
   * The values an upsert that creates the item gives the components outside the primary key that it
   * does not set: new ids of the {@code @GeneratedId} components and the {@code @Default}s, encoded,
   * each written only when the item has none ({@code if_not_exists}).
   *
   * @return the values by stored name, a new id on each call; empty for entities without such components
   */
  default Map<String, AttributeValue> creationValues() {
    return Map.of();
  }

  /**
   * The value as a create or put stores it: the {@code @Version} component one more than the
   * value's, the {@code @CreatedAt} component the value's or, when null, {@code now}, the
   * {@code @UpdatedAt} component {@code now}, and a null {@code @GeneratedId} or {@code @Default}
   * component a new id or its default.
   *
   * @param value the value given to the write
   * @param now the table's time
   * @return the value to write; the value itself for entities without such components
   */
  default T stamp(T value, Instant now) {
    return value;
  }
}
