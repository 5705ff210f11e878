package com.example.events;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.LongPath;
import dev.singletable.runtime.expression.MapPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.DeferredCodec;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.key.IndexKeys;
import dev.singletable.runtime.internal.key.KeyComponents;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.StoredKeys;
import dev.singletable.runtime.internal.query.KeyQueryStep;
import dev.singletable.runtime.operation.DeleteOperation;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.QueryOperation;
import dev.singletable.runtime.operation.TableQuery;
import dev.singletable.runtime.operation.UpdateOperation;
import dev.singletable.runtime.scan.Scan;
import dev.singletable.runtime.scan.TableScan;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The entity {@code event} (version 1) of service {@code events}: stores {@link Event} records in the service's table.
 *
 * <ul>
 *   <li>primary key: {@code pk} = {@code AGGREGATE#${aggregateType}#${aggregateId}}, {@code sk} = {@code EVENT#${seqNum}}
 *   <li>index {@code gsi1} ({@code byType}): {@code gsi1pk} = {@code EVENT_TYPE#${eventType}}, {@code gsi1sk} = {@code EVENT#${eventId}}
 * </ul>
 *
 * <p>The key builders, {@link #toItem} and {@link #fromItem} are static; {@link #of(Table)} binds
 * the operations to a table.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class EventEntity implements EventEntityAttributes {
  /**
   * The entity name, stored in {@code __entity} on every item.
   */
  public static final String NAME = "event";

  /**
   * The entity version, stored in {@code __version} on every item.
   */
  public static final int VERSION = 1;

  /**
   * The service whose table holds this entity.
   */
  public static final String SERVICE = "events";

  private static final KeyTemplate PK = KeyTemplate.parse(NAME, "pk", "AGGREGATE#${aggregateType}#${aggregateId}");

  private static final KeyTemplate SK = KeyTemplate.parseSortKey(NAME, "sk", "EVENT#${seqNum}");

  private static final KeyTemplate BY_TYPE_PK = KeyTemplate.parse(NAME, "gsi1pk", "EVENT_TYPE#${eventType}");

  private static final KeyTemplate BY_TYPE_SK = KeyTemplate.parseSortKey(NAME, "gsi1sk", "EVENT#${eventId}");

  private static final Identity IDENTITY = Identity.of(NAME, VERSION);

  private static final AttributeCodec<Map<String, Object>> DOCUMENT_MAP_CODEC = Codecs.map(Codecs.ofDocument());

  private final Table table;

  private EventEntity(Table table) {
    this.table = table;
  }

  /**
   * Binds the entity to a table.
   *
   * @param table the table that holds service {@code events}
   * @return the entity's operations on that table
   */
  public static EventEntity of(Table table) {
    return new EventEntity(Objects.requireNonNull(table, "table"));
  }

  /**
   * Renders the partition key {@code pk}: {@code AGGREGATE#${aggregateType}#${aggregateId}}.
   *
   * @param aggregateType the {@code aggregateType} component
   * @param aggregateId the {@code aggregateId} component
   * @return the rendered key
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static String pk(String aggregateType, String aggregateId) {
    return PK.renderText(aggregateType, aggregateId);
  }

  /**
   * Renders the sort key {@code sk}: {@code EVENT#${seqNum}}.
   *
   * @param seqNum the {@code seqNum} component
   * @return the rendered key
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static String sk(long seqNum) {
    return SK.render(SK.padded(0, seqNum, 12));
  }

  /**
   * Renders the partition key {@code gsi1pk} of index {@code gsi1} ({@code byType}): {@code EVENT_TYPE#${eventType}}.
   *
   * @param eventType the {@code eventType} component
   * @return the rendered key
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static String byTypePk(String eventType) {
    return BY_TYPE_PK.renderText(eventType);
  }

  /**
   * Renders the sort key {@code gsi1sk} of index {@code gsi1} ({@code byType}): {@code EVENT#${eventId}}.
   *
   * @param eventId the {@code eventId} component
   * @return the rendered key
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static String byTypeSk(String eventId) {
    return BY_TYPE_SK.renderText(eventId);
  }

  /**
   * The primary key of an {@code event} item: {@code pk} and {@code sk}.
   *
   * @param aggregateType the {@code aggregateType} component
   * @param aggregateId the {@code aggregateId} component
   * @param seqNum the {@code seqNum} component
   * @return the key attributes, as GetItem, DeleteItem and conditions take them
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static Key<Event> key(String aggregateType, String aggregateId, long seqNum) {
    return Key.of(Map.of(
        "pk", AttributeValue.createS(pk(aggregateType, aggregateId)),
        "sk", AttributeValue.createS(sk(seqNum))));
  }

  /**
   * Converts an {@code event} into the item stored for it: the primary key, the keys of every index
   * whose components are all present (indexes are sparse), one attribute per non-null component
   * and the identity attributes {@code __entity} and {@code __version}.
   *
   * @param value the record to store
   * @return a new mutable item
   * @throws InvalidValueException when a primary key component is null or a value cannot be stored
   */
  public static Map<String, AttributeValue> toItem(Event value) {
    Map<String, AttributeValue> item = new HashMap<>(18);
    // The item's size as DynamoDB counts it, summed while it is built: text and values that can break
    // a limit are counted and checked as they are put; 57 bytes are the most the others can add.
    long size = 57;
    size += PK.putText(item, 2, value.aggregateType(), value.aggregateId());
    size += Items.putString(item, NAME, "sk", 2, sk(value.seqNum()));
    if (value.eventType() != null && value.eventId() != null) {
      size += BY_TYPE_PK.putText(item, 6, value.eventType());
      size += BY_TYPE_SK.putText(item, 6, value.eventId());
    }
    size += Items.putString(item, NAME, "aggregateType", 13, value.aggregateType());
    size += Items.putString(item, NAME, "aggregateId", 11, value.aggregateId());
    Items.putLong(item, "seqNum", value.seqNum());
    size += Items.putString(item, NAME, "eventType", 9, value.eventType());
    size += Items.putString(item, NAME, "eventId", 7, value.eventId());
    size += Items.putChecked(item, NAME, "payload", 7, value.payload(), DOCUMENT_MAP_CODEC);
    Items.putInstant(item, NAME, "occurredAt", value.occurredAt());
    IDENTITY.stamp(item, size);
    return item;
  }

  /**
   * Reads an {@code event} back from an item written by {@link #toItem}. The record's key components
   * must render the keys the item is stored under (its primary key, and each index key it carries);
   * components the item holds only in its keys are decoded from them.
   *
   * @param item the stored item
   * @return the record
   * @throws dev.singletable.runtime.exception.WrongEntityException when the item belongs to another entity or version
   * @throws dev.singletable.runtime.exception.InvalidItemException when an attribute has the wrong type, a primitive component is missing or a key
   * disagrees with its components; it names the item's key
   */
  public static Event fromItem(Map<String, AttributeValue> item) {
    IDENTITY.require(item);
    return fromCheckedItem(item);
  }

  /**
   * {@link #fromItem} of an item whose identity has been checked: this entity's, at this version.
   */
  private static Event fromCheckedItem(Map<String, AttributeValue> item) {
    try {
      Map<String, AttributeValue> stored = item;
      Event value = fromAttributes(item, false);
      if (value == null) {
        // A key component is in the keys alone: an item written by a tool that stores only the keys.
        stored = withKeyComponents(item);
        value = fromAttributes(stored, true);
      }
      ReadKeys.STORED_KEYS.checkText(stored, PK, value.aggregateType(), value.aggregateId());
      ReadKeys.STORED_KEYS.checkPadded(stored, SK, value.seqNum(), 12);
      AttributeValue storedKey0 = stored.get("gsi1pk");
      if (storedKey0 != null) {
        ReadKeys.STORED_KEYS.checkStoredText(stored, storedKey0, BY_TYPE_PK, value.eventType());
      }
      AttributeValue storedKey1 = stored.get("gsi1sk");
      if (storedKey1 != null) {
        ReadKeys.STORED_KEYS.checkStoredText(stored, storedKey1, BY_TYPE_SK, value.eventId());
      }
      return value;
    } catch (InvalidValueException e) {
      throw ReadKeys.STORED_KEYS.refusal(item, e);
    }
  }

  /**
   * The record of the item's attributes, each read once; unless {@code completed}, null when a key
   * component is missing from the attributes of an item that carries the key holding it.
   */
  private static Event fromAttributes(Map<String, AttributeValue> stored, boolean completed) {
    String aggregateType = Items.getString(stored, NAME, "aggregateType");
    String aggregateId = Items.getString(stored, NAME, "aggregateId");
    if (!completed && !stored.containsKey("seqNum") && !ReadKeys.STORED_KEYS.complete(stored)) {
      return null;
    }
    long seqNum = Items.requireLong(stored, NAME, "seqNum");
    String eventType = Items.getString(stored, NAME, "eventType");
    String eventId = Items.getString(stored, NAME, "eventId");
    Map<String, Object> payload = Items.getMap(stored, NAME, "payload", DOCUMENT_MAP_CODEC);
    Instant occurredAt = Items.getInstant(stored, NAME, "occurredAt");
    if (!completed && (aggregateType == null || aggregateId == null || eventType == null
        || eventId == null) && !ReadKeys.STORED_KEYS.complete(stored)) {
      return null;
    }
    return new Event(
        aggregateType,
        aggregateId,
        seqNum,
        eventType,
        eventId,
        payload,
        occurredAt);
  }

  /**
   * The item with the key components it lacks (an item written by a tool that stores only the
   * keys) decoded from the keys that hold them.
   */
  private static Map<String, AttributeValue> withKeyComponents(Map<String, AttributeValue> item) {
    KeyComponents decoded = ReadKeys.STORED_KEYS.decodeMissing(item);
    Map<String, AttributeValue> stored = new HashMap<>(item);
    if (decoded.has("aggregateType")) {
      Items.putString(stored, "aggregateType", decoded.text("aggregateType"));
    }
    if (decoded.has("aggregateId")) {
      Items.putString(stored, "aggregateId", decoded.text("aggregateId"));
    }
    if (decoded.has("seqNum")) {
      Items.putLong(stored, "seqNum", decoded.longValue("seqNum"));
    }
    if (decoded.has("eventType")) {
      Items.putString(stored, "eventType", decoded.text("eventType"));
    }
    if (decoded.has("eventId")) {
      Items.putString(stored, "eventId", decoded.text("eventId"));
    }
    return stored;
  }

  /**
   * Writes an {@code event} item, replacing the one with the same key (PutItem); an item of another
   * entity there is never replaced. {@code condition(...)} adds a condition.
   *
   * @param value the record to write
   * @return the operation; nothing is sent before {@code execute()}
   */
  public PutOperation<Event> put(Event value) {
    return PutOperation.put(this.table, SCHEMA, value);
  }

  /**
   * Writes an {@code event} item only if no item has its key; otherwise {@code execute()} throws
   * {@link dev.singletable.runtime.exception.ConditionFailedException}. {@code condition(...)} adds a condition.
   *
   * @param value the record to write
   * @return the operation; nothing is sent before {@code execute()}
   */
  public PutOperation<Event> create(Event value) {
    return PutOperation.create(this.table, SCHEMA, value);
  }

  /**
   * Reads the {@code event} item with this key (GetItem); empty when there is none.
   *
   * @param aggregateType the {@code aggregateType} component
   * @param aggregateId the {@code aggregateId} component
   * @param seqNum the {@code seqNum} component
   * @return the operation; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public GetOperation<Event> get(String aggregateType, String aggregateId, long seqNum) {
    return GetOperation.of(this.table, SCHEMA, key(aggregateType, aggregateId, seqNum));
  }

  /**
   * Deletes the {@code event} item with this key (DeleteItem), returning it when it was one; an item of another
   * entity there is never deleted. {@code condition(...)} adds a condition.
   *
   * @param aggregateType the {@code aggregateType} component
   * @param aggregateId the {@code aggregateId} component
   * @param seqNum the {@code seqNum} component
   * @return the operation; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public DeleteOperation<Event> delete(String aggregateType, String aggregateId, long seqNum) {
    return DeleteOperation.of(this.table, SCHEMA, key(aggregateType, aggregateId, seqNum));
  }

  /**
   * Deletes the an {@code event} item {@code value} was read from (DeleteItem at its key); otherwise
   * {@code execute()} throws {@link dev.singletable.runtime.exception.ConditionFailedException}. {@code condition(...)} adds a condition.
   *
   * @param value the record, as read
   * @return the operation; nothing is sent before {@code execute()}
   */
  public DeleteOperation<Event> delete(Event value) {
    return DeleteOperation.of(this.table, SCHEMA, value);
  }

  /**
   * Changes attributes of the {@code event} item with this key in place (UpdateItem) and returns the record
   * as stored afterwards. The item must exist; components of the primary key cannot be changed.
   *
   * @param aggregateType the {@code aggregateType} component
   * @param aggregateId the {@code aggregateId} component
   * @param seqNum the {@code seqNum} component
   * @return the update; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public Update update(String aggregateType, String aggregateId, long seqNum) {
    return new Update(this.table, aggregateType, aggregateId, seqNum);
  }

  /**
   * Changes attributes of the {@code event} item with this key, creating the item when there is none, in one
   * request (UpdateItem), and returns the record as stored afterwards: counters that {@code add}
   * to a missing number start from 0, {@code @CreatedAt} is kept when the item exists, and an item
   * of another entity at the key is never touched. An upsert must set every primitive component
   * outside the key, since it may create the item.
   *
   * @param aggregateType the {@code aggregateType} component
   * @param aggregateId the {@code aggregateId} component
   * @param seqNum the {@code seqNum} component
   * @return the upsert; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public Update upsert(String aggregateType, String aggregateId, long seqNum) {
    return new Update(this.table, aggregateType, aggregateId, seqNum).upserting();
  }

  /**
   * Queries of {@code event} items, one per index:
   * {@code primary(...)}, {@code byType(...)}.
   * Each takes the partition key's components and narrows by the sort key's components in order;
   * only this entity's items come back.
   *
   * @return the queries; nothing is sent before a terminal ({@code list()}, {@code page()},
   *     {@code stream()}, {@code first()})
   */
  public Query query() {
    return new Query(this.table);
  }

  /**
   * A scan of the whole table for {@code event} items: DynamoDB keeps only this entity's items, and
   * each is checked again before it is decoded.
   *
   * @return the scan; nothing is sent before a terminal ({@code list()}, {@code page()},
   *     {@code stream()}, {@code count()}, {@code segments(n)...})
   */
  public TableScan<Event> scan() {
    return Scan.ofTable(this.table, SCHEMA);
  }

  /**
   * A scan of global secondary index {@code gsi1} ({@code byType}) for {@code event} items: only the items written to
   * the index (it is sparse: an item with a null key component is not in it).
   *
   * @return the scan; nothing is sent before a terminal
   */
  public Scan<Event> scanByType() {
    return Scan.of(this.table, SCHEMA, "gsi1");
  }

  /**
   * The stored keys every read checks, built by the first read: writing an item needs none.
   */
  private static final class ReadKeys {
    private static final StoredKeys STORED_KEYS = StoredKeys.of(
        StoredKeys.key(PK, "aggregateType", "aggregateId"),
        StoredKeys.key(SK, "seqNum"),
        StoredKeys.key(BY_TYPE_PK, "eventType"),
        StoredKeys.key(BY_TYPE_SK, "eventId"));
  }

  /**
   * What the runtime operations know about {@link Event}.
   */
  private static final class Schema implements EntitySchema<Event>, Identity.Owner, Identity.Decoder<Event>, IndexKeys.Owner {
    private List<IndexDefinition> indexes;

    @Override
    public String service() {
      return SERVICE;
    }

    @Override
    public String entityName() {
      return NAME;
    }

    @Override
    public int entityVersion() {
      return VERSION;
    }

    @Override
    public String partitionKeyField() {
      return "pk";
    }

    @Override
    public String sortKeyField() {
      return "sk";
    }

    @Override
    public List<IndexDefinition> indexes() {
      List<IndexDefinition> built = this.indexes;
      if (built == null) {
        // Built here, not with the class: the first item needs no index definitions.
        built = List.of(new IndexDefinition("gsi1", "gsi1pk", "gsi1sk"));
        this.indexes = built;
      }
      return built;
    }

    @Override
    public Map<String, AttributeValue> toItem(Event value) {
      return EventEntity.toItem(value);
    }

    @Override
    public Event fromItem(Map<String, AttributeValue> item) {
      return EventEntity.fromItem(item);
    }

    @Override
    public Event fromOwnedItem(Map<String, AttributeValue> item) {
      return EventEntity.fromCheckedItem(item);
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      return IDENTITY.matches(item);
    }

    @Override
    public Identity identity() {
      return IDENTITY;
    }

    @Override
    public List<String> requiredAttributes() {
      return List.of("aggregateType", "aggregateId", "seqNum");
    }

    @Override
    public Key<Event> keyOf(Event value) {
      return EventEntity.key(value.aggregateType(), value.aggregateId(), value.seqNum());
    }

    @Override
    public List<IndexKeys> indexKeys() {
      return Update.INDEX_KEYS;
    }
  }

  /**
   * An update of one {@code event} item: {@code set}, {@code remove}, {@code add}, {@code subtract},
   * {@code append}, {@code setIfNotExists}, {@code addToSet} and {@code deleteFromSet} take the
   * entity's attribute constants of components outside the primary key; {@code condition} takes any
   * condition. An update that changes a component of a global secondary index writes the index's
   * keys again, and needs every component they are rendered from: the {@code set<Index>} methods
   * set them together.
   */
  public static final class Update extends UpdateOperation<Event, Update> {
    private static final List<IndexKeys> INDEX_KEYS = List.of(new ByTypeKeys());

    private Update(Table table, String aggregateType, String aggregateId, long seqNum) {
      super(table, SCHEMA, EventEntity.key(aggregateType, aggregateId, seqNum));
      known(AGGREGATE_TYPE, aggregateType);
      known(AGGREGATE_ID, aggregateId);
      known(SEQ_NUM, seqNum);
    }

    @Override
    protected Update self() {
      return this;
    }

    private Update upserting() {
      return orCreate();
    }

    /**
     * Sets {@code eventType} and {@code eventId},
     * the components of index {@code gsi1} ({@code byType}) outside the primary key,
     * so that the index's keys are written again in the same request. A {@code null} removes the
     * item from the index.
     *
     * @param eventType the {@code eventType} component
     * @param eventId the {@code eventId} component
     * @return this update
     */
    public Update setByType(String eventType, String eventId) {
      return this.set(EVENT_TYPE, eventType).set(EVENT_ID, eventId);
    }
  }

  /**
   * Renders the keys of index {@code gsi1} ({@code byType}) from the components an update carries.
   */
  private static final class ByTypeKeys extends IndexKeys {
    private ByTypeKeys() {
      super("gsi1", "byType", "gsi1pk", "gsi1sk", "setByType", List.of(EVENT_TYPE, EVENT_ID));
    }

    @Override
    protected String partitionKey(IndexKeys.Values values) {
      return EventEntity.byTypePk(values.get(EVENT_TYPE));
    }

    @Override
    protected String sortKey(IndexKeys.Values values) {
      return EventEntity.byTypeSk(values.get(EVENT_ID));
    }
  }

  /**
   * The queries of {@code event} items, one per index.
   */
  public static final class Query {
    private final Table table;

    private Query(Table table) {
      this.table = table;
    }

    /**
     * The {@code event} items of the primary index in one partition:
     * {@code pk} = {@code AGGREGATE#${aggregateType}#${aggregateId}}.
     *
     * @param aggregateType the {@code aggregateType} component
     * @param aggregateId the {@code aggregateId} component
     * @return the query, to narrow by {@code seqNum} or to run as it is
     * @throws InvalidValueException when a component is null or cannot be rendered
     */
    public PrimarySeqNumStep primary(String aggregateType, String aggregateId) {
      return new PrimarySeqNumStep(this.table, EventEntity.pk(aggregateType, aggregateId));
    }

    /**
     * The {@code event} items of index {@code gsi1} ({@code byType}) in one partition:
     * {@code gsi1pk} = {@code EVENT_TYPE#${eventType}}.
     *
     * @param eventType the {@code eventType} component
     * @return the query, to narrow by {@code eventId} or to run as it is
     * @throws InvalidValueException when a component is null or cannot be rendered
     */
    public ByTypeEventIdStep byType(String eventType) {
      return new ByTypeEventIdStep(this.table, EventEntity.byTypePk(eventType));
    }
  }

  /**
   * A query of {@code event} items of the primary index in one partition:
   * narrows by {@code seqNum}, the first free component of {@code sk} = {@code EVENT#${seqNum}},
   * or runs as it is.
   */
  public static final class PrimarySeqNumStep extends KeyQueryStep<Event, PrimarySeqNumStep, TableQuery<Event>> {
    private PrimarySeqNumStep(Table table, String partitionKey, String... known) {
      super(table, SCHEMA, null, "pk", partitionKey, SK, known);
    }

    /**
     * Only the item whose {@code seqNum} is this value: its whole sort key is known.
     *
     * @param seqNum the value
     * @return the query of that sort key
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Event> seqNum(long seqNum) {
      return equalTo(SK.padded(0, seqNum, 12));
    }

    /**
     * Reads strongly consistent, seeing every write acknowledged before the query (twice the read
     * cost): the query of everything this step covers.
     *
     * @return the query
     */
    public TableQuery<Event> consistent() {
      return operation().consistent();
    }

    /**
     * Items whose {@code seqNum} sorts after this value,
     * among those of the components fixed so far.
     *
     * @param seqNum the value
     * @return the query
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Event> seqNumGt(long seqNum) {
      return greaterThan(SK.padded(0, seqNum, 12));
    }

    /**
     * Items whose {@code seqNum} is this value or sorts after it,
     * among those of the components fixed so far.
     *
     * @param seqNum the value
     * @return the query
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Event> seqNumGte(long seqNum) {
      return greaterOrEqual(SK.padded(0, seqNum, 12));
    }

    /**
     * Items whose {@code seqNum} sorts before this value,
     * among those of the components fixed so far.
     *
     * @param seqNum the value
     * @return the query
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Event> seqNumLt(long seqNum) {
      return lessThan(SK.padded(0, seqNum, 12));
    }

    /**
     * Items whose {@code seqNum} is this value or sorts before it,
     * among those of the components fixed so far.
     *
     * @param seqNum the value
     * @return the query
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Event> seqNumLte(long seqNum) {
      return lessOrEqual(SK.padded(0, seqNum, 12));
    }

    /**
     * Items whose {@code seqNum} is from {@code low} to {@code high}, both included, among those of the
     * components fixed so far.
     *
     * @param low the lowest value
     * @param high the highest value
     * @return the query
     * @throws IllegalArgumentException when {@code low} sorts after {@code high}
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Event> seqNumBetween(long low, long high) {
      return between(SK.padded(0, low, 12), SK.padded(0, high, 12));
    }
  }

  /**
   * A query of {@code event} items of index {@code gsi1} ({@code byType}) in one partition:
   * narrows by {@code eventId}, the first free component of {@code gsi1sk} = {@code EVENT#${eventId}},
   * or runs as it is.
   */
  public static final class ByTypeEventIdStep extends KeyQueryStep<Event, ByTypeEventIdStep, QueryOperation<Event>> {
    private ByTypeEventIdStep(Table table, String partitionKey, String... known) {
      super(table, SCHEMA, "gsi1", "gsi1pk", partitionKey, BY_TYPE_SK, known);
    }

    /**
     * Only the item whose {@code eventId} is this value: its whole sort key is known.
     *
     * @param eventId the value, or null to leave it open
     * @return the query of that sort key
     * @throws InvalidValueException when the value cannot be rendered, or a component before it was left open
     */
    public QueryOperation<Event> eventId(String eventId) {
      return equalTo(eventId == null ? null : BY_TYPE_SK.text(0, eventId));
    }

    /**
     * Items whose {@code eventId} sorts after this value,
     * among those of the components fixed so far.
     *
     * @param eventId the value, or null to leave {@code eventId} open
     * @return the query
     * @throws InvalidValueException when a value cannot be rendered, or a component before it was left open
     */
    public QueryOperation<Event> eventIdGt(String eventId) {
      return greaterThan(eventId == null ? null : BY_TYPE_SK.text(0, eventId));
    }

    /**
     * Items whose {@code eventId} is this value or sorts after it,
     * among those of the components fixed so far.
     *
     * @param eventId the value, or null to leave {@code eventId} open
     * @return the query
     * @throws InvalidValueException when a value cannot be rendered, or a component before it was left open
     */
    public QueryOperation<Event> eventIdGte(String eventId) {
      return greaterOrEqual(eventId == null ? null : BY_TYPE_SK.text(0, eventId));
    }

    /**
     * Items whose {@code eventId} sorts before this value,
     * among those of the components fixed so far.
     *
     * @param eventId the value, or null to leave {@code eventId} open
     * @return the query
     * @throws InvalidValueException when a value cannot be rendered, or a component before it was left open
     */
    public QueryOperation<Event> eventIdLt(String eventId) {
      return lessThan(eventId == null ? null : BY_TYPE_SK.text(0, eventId));
    }

    /**
     * Items whose {@code eventId} is this value or sorts before it,
     * among those of the components fixed so far.
     *
     * @param eventId the value, or null to leave {@code eventId} open
     * @return the query
     * @throws InvalidValueException when a value cannot be rendered, or a component before it was left open
     */
    public QueryOperation<Event> eventIdLte(String eventId) {
      return lessOrEqual(eventId == null ? null : BY_TYPE_SK.text(0, eventId));
    }

    /**
     * Items whose {@code eventId} is from {@code low} to {@code high}, both included, among those of the
     * components fixed so far.
     *
     * @param low the lowest value, or null for no lower bound
     * @param high the highest value, or null for no upper bound
     * @return the query
     * @throws IllegalArgumentException when {@code low} sorts after {@code high}
     * @throws InvalidValueException when a value cannot be rendered, or a component before it was left open
     */
    public QueryOperation<Event> eventIdBetween(String low, String high) {
      return between(low == null ? null : BY_TYPE_SK.text(0, low), high == null ? null : BY_TYPE_SK.text(0, high));
    }

    /**
     * Items whose {@code eventId} starts with {@code start},
     * among those of the components fixed so far.
     *
     * @param start the start of the value, or null to leave {@code eventId} open
     * @return the query
     * @throws InvalidValueException when a value cannot be rendered, or a component before it was left open
     */
    public QueryOperation<Event> eventIdBeginsWith(String start) {
      return beginsWith(start == null ? null : BY_TYPE_SK.text(0, start));
    }
  }

  /**
   * Builds the attribute constants and the schema of {@link EventEntityAttributes}
   * when the first of them is read: writing or reading an item needs none.
   */
  static final class AttributeConstants {
    static final AttributePath<Event, String> AGGREGATE_TYPE = AttributePath.of(NAME, "aggregateType", DeferredCodec.of(DeferredCodec.STRING));

    static final AttributePath<Event, String> AGGREGATE_ID = AttributePath.of(NAME, "aggregateId", DeferredCodec.of(DeferredCodec.STRING));

    static final LongPath<Event> SEQ_NUM = LongPath.ofLong(NAME, "seqNum", DeferredCodec.of(DeferredCodec.LONG));

    static final UpdatableAttribute<Event, String> EVENT_TYPE = UpdatableAttribute.of(NAME, "eventType", DeferredCodec.of(DeferredCodec.STRING));

    static final UpdatableAttribute<Event, String> EVENT_ID = UpdatableAttribute.of(NAME, "eventId", DeferredCodec.of(DeferredCodec.STRING));

    static final MapPath<Event, Object> PAYLOAD = MapPath.of(NAME, "payload", DOCUMENT_MAP_CODEC, Codecs.ofDocument());

    static final UpdatableAttribute<Event, Instant> OCCURRED_AT = UpdatableAttribute.of(NAME, "occurredAt", DeferredCodec.of(DeferredCodec.INSTANT));

    static final EntitySchema<Event> SCHEMA = new Schema();

    private AttributeConstants() {
    }
  }
}
