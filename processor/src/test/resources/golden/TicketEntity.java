package com.example.tickets;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.SetPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.DeferredCodec;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.codec.Measure;
import dev.singletable.runtime.internal.key.KeyComponents;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.StoredKeys;
import dev.singletable.runtime.internal.query.KeyQueryStep;
import dev.singletable.runtime.operation.DeleteOperation;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.TableQuery;
import dev.singletable.runtime.operation.UpdateOperation;
import dev.singletable.runtime.scan.Scan;
import dev.singletable.runtime.scan.TableScan;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The entity {@code ticket} (version 3) of service {@code tickets}: stores {@link Ticket} records in the service's table.
 *
 * <ul>
 *   <li>primary key: {@code pk} = {@code TICKET#${id}}, {@code sk} = {@code PRIO#${priority}}
 * </ul>
 *
 * <p>The key builders, {@link #toItem} and {@link #fromItem} are static; {@link #of(Table)} binds
 * the operations to a table.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class TicketEntity implements TicketEntityAttributes {
  /**
   * The entity name, stored in {@code __entity} on every item.
   */
  public static final String NAME = "ticket";

  /**
   * The entity version, stored in {@code __version} on every item.
   */
  public static final int VERSION = 3;

  /**
   * The service whose table holds this entity.
   */
  public static final String SERVICE = "tickets";

  private static final KeyTemplate PK = KeyTemplate.parse(NAME, "pk", "TICKET#${id}");

  private static final KeyTemplate SK = KeyTemplate.parseSortKey(NAME, "sk", "PRIO#${priority}");

  private static final Identity IDENTITY = Identity.of(NAME, VERSION).readingFrom(1);

  private static final AttributeCodec<Set<String>> STRING_SET_CODEC = Codecs.stringSet();

  private static final AttributeCodec<TicketV2.Note> NOTE_CODEC = new NoteCodec();

  private final Table table;

  private TicketEntity(Table table) {
    this.table = table;
  }

  /**
   * Binds the entity to a table.
   *
   * @param table the table that holds service {@code tickets}
   * @return the entity's operations on that table
   */
  public static TicketEntity of(Table table) {
    return new TicketEntity(Objects.requireNonNull(table, "table"));
  }

  /**
   * Renders the partition key {@code pk}: {@code TICKET#${id}}.
   *
   * @param id the {@code id} component
   * @return the rendered key
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static String pk(String id) {
    return PK.renderText(id);
  }

  /**
   * Renders the sort key {@code sk}: {@code PRIO#${priority}}.
   *
   * @param priority the {@code priority} component
   * @return the rendered key
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static String sk(int priority) {
    return SK.render(SK.padded(0, priority, 3));
  }

  /**
   * The primary key of a {@code ticket} item: {@code pk} and {@code sk}.
   *
   * @param id the {@code id} component
   * @param priority the {@code priority} component
   * @return the key attributes, as GetItem, DeleteItem and conditions take them
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static Key<Ticket> key(String id, int priority) {
    return Key.of(Map.of(
        "pk", AttributeValue.createS(pk(id)),
        "sk", AttributeValue.createS(sk(priority))));
  }

  /**
   * Converts a {@code ticket} into the item stored for it: the primary key, the keys of every index
   * whose components are all present (indexes are sparse), one attribute per non-null component
   * and the identity attributes {@code __entity} and {@code __version}.
   *
   * @param value the record to store
   * @return a new mutable item
   * @throws InvalidValueException when a primary key component is null or a value cannot be stored
   */
  public static Map<String, AttributeValue> toItem(Ticket value) {
    Map<String, AttributeValue> item = new HashMap<>(14);
    // The item's size as DynamoDB counts it, summed while it is built: text and values that can break
    // a limit are counted and checked as they are put; 19 bytes are the most the others can add.
    long size = 19;
    size += PK.putText(item, 2, value.id());
    size += Items.putString(item, NAME, "sk", 2, sk(value.priority()));
    size += Items.putString(item, NAME, "id", 2, value.id());
    Items.putInt(item, "priority", value.priority());
    size += Items.putString(item, NAME, "subject", 7, value.subject());
    size += Items.putString(item, NAME, "state", 5, value.status());
    size += Items.putChecked(item, NAME, "tags", 4, value.tags(), STRING_SET_CODEC);
    size += Items.putChecked(item, NAME, "note", 4, value.note(), NOTE_CODEC);
    IDENTITY.stamp(item, size);
    return item;
  }

  /**
   * Reads a {@code ticket} back from an item written by {@link #toItem}. The record's key components
   * must render the keys the item is stored under (its primary key, and each index key it carries);
   * components the item holds only in its keys are decoded from them.
   * An item stored by an earlier version, from version 1 on, is decoded in that version's
   * layout and upcast to this one.
   *
   * @param item the stored item
   * @return the record
   * @throws dev.singletable.runtime.exception.WrongEntityException when the item belongs to another entity or version
   * @throws dev.singletable.runtime.exception.InvalidItemException when an attribute has the wrong type, a primitive component is missing or a key
   * disagrees with its components; it names the item's key
   */
  public static Ticket fromItem(Map<String, AttributeValue> item) {
    int read = IDENTITY.requireVersion(item);
    if (read != VERSION) {
      return fromEarlierItem(read, item);
    }
    return fromCheckedItem(item);
  }

  /**
   * {@link #fromItem} of an item whose identity has been checked: this entity's, at this version.
   */
  private static Ticket fromCheckedItem(Map<String, AttributeValue> item) {
    try {
      Map<String, AttributeValue> stored = item;
      Ticket value = fromAttributes(item, false);
      if (value == null) {
        // A key component is in the keys alone: an item written by a tool that stores only the keys.
        stored = withKeyComponents(item);
        value = fromAttributes(stored, true);
      }
      ReadKeys.STORED_KEYS.checkText(stored, PK, value.id());
      ReadKeys.STORED_KEYS.checkPadded(stored, SK, value.priority(), 3);
      return value;
    } catch (InvalidValueException e) {
      throw ReadKeys.STORED_KEYS.refusal(item, e);
    }
  }

  /**
   * The record of the item's attributes, each read once; unless {@code completed}, null when a key
   * component is missing from the attributes of an item that carries the key holding it.
   */
  private static Ticket fromAttributes(Map<String, AttributeValue> stored, boolean completed) {
    String id = Items.getString(stored, NAME, "id");
    if (!completed && !stored.containsKey("priority") && !ReadKeys.STORED_KEYS.complete(stored)) {
      return null;
    }
    int priority = Items.requireInt(stored, NAME, "priority");
    String subject = Items.getString(stored, NAME, "subject");
    String status = Items.getString(stored, NAME, "state");
    Set<String> tags = Items.get(stored, NAME, "tags", STRING_SET_CODEC);
    TicketV2.Note note = Items.get(stored, NAME, "note", NOTE_CODEC);
    if (!completed && id == null && !ReadKeys.STORED_KEYS.complete(stored)) {
      return null;
    }
    return new Ticket(
        id,
        priority,
        subject,
        status,
        tags,
        note);
  }

  /**
   * The item with the key components it lacks (an item written by a tool that stores only the
   * keys) decoded from the keys that hold them.
   */
  private static Map<String, AttributeValue> withKeyComponents(Map<String, AttributeValue> item) {
    KeyComponents decoded = ReadKeys.STORED_KEYS.decodeMissing(item);
    Map<String, AttributeValue> stored = new HashMap<>(item);
    if (decoded.has("id")) {
      Items.putString(stored, "id", decoded.text("id"));
    }
    if (decoded.has("priority")) {
      Items.putInt(stored, "priority", decoded.intValue("priority"));
    }
    return stored;
  }

  /**
   * Reads an item stored by an earlier version in that version's layout and upcasts it, one
   * version at a time, to version 3.
   */
  private static Ticket fromEarlierItem(int read, Map<String, AttributeValue> item) {
    try {
      Ticket value = switch (read) {
        case 2 -> Ticket.from(Version2.fromItem(item));
        case 1 -> Ticket.from(TicketV2.from(Version1.fromItem(item)));
        default -> throw new IllegalStateException("no earlier version of ticket is " + read);
      };
      return Objects.requireNonNull(value, "an upcast returned null");
    } catch (RuntimeException e) {
      throw ReadKeys.STORED_KEYS.upcastRefusal(item, read, VERSION, e);
    }
  }

  /**
   * Writes a {@code ticket} item, replacing the one with the same key (PutItem); an item of another
   * entity there is never replaced. {@code condition(...)} adds a condition.
   *
   * @param value the record to write
   * @return the operation; nothing is sent before {@code execute()}
   */
  public PutOperation<Ticket> put(Ticket value) {
    return PutOperation.put(this.table, SCHEMA, value);
  }

  /**
   * Writes a {@code ticket} item only if no item has its key; otherwise {@code execute()} throws
   * {@link dev.singletable.runtime.exception.ConditionFailedException}. {@code condition(...)} adds a condition.
   *
   * @param value the record to write
   * @return the operation; nothing is sent before {@code execute()}
   */
  public PutOperation<Ticket> create(Ticket value) {
    return PutOperation.create(this.table, SCHEMA, value);
  }

  /**
   * Reads the {@code ticket} item with this key (GetItem); empty when there is none.
   *
   * @param id the {@code id} component
   * @param priority the {@code priority} component
   * @return the operation; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public GetOperation<Ticket> get(String id, int priority) {
    return GetOperation.of(this.table, SCHEMA, key(id, priority));
  }

  /**
   * Deletes the {@code ticket} item with this key (DeleteItem), returning it when it was one; an item of another
   * entity there is never deleted. {@code condition(...)} adds a condition.
   *
   * @param id the {@code id} component
   * @param priority the {@code priority} component
   * @return the operation; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public DeleteOperation<Ticket> delete(String id, int priority) {
    return DeleteOperation.of(this.table, SCHEMA, key(id, priority));
  }

  /**
   * Deletes the a {@code ticket} item {@code value} was read from (DeleteItem at its key); otherwise
   * {@code execute()} throws {@link dev.singletable.runtime.exception.ConditionFailedException}. {@code condition(...)} adds a condition.
   *
   * @param value the record, as read
   * @return the operation; nothing is sent before {@code execute()}
   */
  public DeleteOperation<Ticket> delete(Ticket value) {
    return DeleteOperation.of(this.table, SCHEMA, value);
  }

  /**
   * Changes attributes of the {@code ticket} item with this key in place (UpdateItem) and returns the record
   * as stored afterwards. The item must exist; components of the primary key cannot be changed.
   *
   * @param id the {@code id} component
   * @param priority the {@code priority} component
   * @return the update; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public Update update(String id, int priority) {
    return new Update(this.table, id, priority);
  }

  /**
   * Changes attributes of the {@code ticket} item with this key, creating the item when there is none, in one
   * request (UpdateItem), and returns the record as stored afterwards: counters that {@code add}
   * to a missing number start from 0, {@code @CreatedAt} is kept when the item exists, and an item
   * of another entity at the key is never touched. An upsert must set every primitive component
   * outside the key, since it may create the item.
   *
   * @param id the {@code id} component
   * @param priority the {@code priority} component
   * @return the upsert; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public Update upsert(String id, int priority) {
    return new Update(this.table, id, priority).upserting();
  }

  /**
   * Queries of {@code ticket} items, one per index:
   * {@code primary(...)}.
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
   * A scan of the whole table for {@code ticket} items: DynamoDB keeps only this entity's items, and
   * each is checked again before it is decoded.
   *
   * @return the scan; nothing is sent before a terminal ({@code list()}, {@code page()},
   *     {@code stream()}, {@code count()}, {@code segments(n)...})
   */
  public TableScan<Ticket> scan() {
    return Scan.ofTable(this.table, SCHEMA);
  }

  /**
   * The stored keys every read checks, built by the first read: writing an item needs none.
   */
  private static final class ReadKeys {
    private static final StoredKeys STORED_KEYS = StoredKeys.of(
        StoredKeys.key(PK, "id"),
        StoredKeys.key(SK, "priority"));
  }

  /**
   * What the runtime operations know about {@link Ticket}.
   */
  private static final class Schema implements EntitySchema<Ticket>, Identity.Owner, Identity.Decoder<Ticket> {
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
    public int oldestVersion() {
      return 1;
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
        built = List.of();
        this.indexes = built;
      }
      return built;
    }

    @Override
    public Map<String, AttributeValue> toItem(Ticket value) {
      return TicketEntity.toItem(value);
    }

    @Override
    public Ticket fromItem(Map<String, AttributeValue> item) {
      return TicketEntity.fromItem(item);
    }

    @Override
    public Ticket fromOwnedItem(Map<String, AttributeValue> item) {
      // The stored version tells the layout: fromItem reads it with the identity.
      return TicketEntity.fromItem(item);
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
      return List.of("id", "priority");
    }

    @Override
    public Key<Ticket> keyOf(Ticket value) {
      return TicketEntity.key(value.id(), value.priority());
    }
  }

  /**
   * Reads the items stored by version 2 of {@code ticket}, in the layout of {@link TicketV2}.
   */
  private static final class Version2 {
    private static final KeyTemplate PK = KeyTemplate.parse(NAME, "pk", "TICKET#${id}");

    private static final KeyTemplate SK = KeyTemplate.parseSortKey(NAME, "sk", "PRIO#${priority}");

    private static final StoredKeys STORED_KEYS = StoredKeys.of(
        StoredKeys.key(PK, "id"),
        StoredKeys.key(SK, "priority"));

    private static final AttributeCodec<List<String>> STRING_LIST_CODEC = Codecs.list(Codecs.ofString());

    private static final AttributeCodec<TicketV2.Note> NOTE_CODEC = new NoteCodec();

    private Version2() {
    }

    /**
     * Renders the partition key {@code pk}: {@code TICKET#${id}}.
     *
     * @param id the {@code id} component
     * @return the rendered key
     * @throws InvalidValueException when a component is null or cannot be rendered
     */
    public static String pk(String id) {
      return PK.renderText(id);
    }

    /**
     * Renders the sort key {@code sk}: {@code PRIO#${priority}}.
     *
     * @param priority the {@code priority} component
     * @return the rendered key
     * @throws InvalidValueException when a component is null or cannot be rendered
     */
    public static String sk(int priority) {
      return SK.render(SK.padded(0, priority, 3));
    }

    /**
     * Reads a {@code ticket} back from an item stored by version 2, in the layout of {@link TicketV2}.
     */
    static TicketV2 fromItem(Map<String, AttributeValue> item) {
      try {
        Map<String, AttributeValue> stored = item;
        TicketV2 value = fromAttributes(item, false);
        if (value == null) {
          // A key component is in the keys alone: an item written by a tool that stores only the keys.
          stored = withKeyComponents(item);
          value = fromAttributes(stored, true);
        }
        STORED_KEYS.checkText(stored, PK, value.id());
        STORED_KEYS.checkPadded(stored, SK, value.priority(), 3);
        return value;
      } catch (InvalidValueException e) {
        throw STORED_KEYS.refusal(item, e);
      }
    }

    /**
     * The record of the item's attributes, each read once; unless {@code completed}, null when a key
     * component is missing from the attributes of an item that carries the key holding it.
     */
    private static TicketV2 fromAttributes(Map<String, AttributeValue> stored, boolean completed) {
      String id = Items.getString(stored, NAME, "id");
      if (!completed && !stored.containsKey("priority") && !STORED_KEYS.complete(stored)) {
        return null;
      }
      int priority = Items.requireInt(stored, NAME, "priority");
      String subject = Items.getString(stored, NAME, "subject");
      List<String> tags = Items.getStringList(stored, NAME, "tags", STRING_LIST_CODEC);
      TicketV2.Note note = Items.get(stored, NAME, "note", NOTE_CODEC);
      if (!completed && id == null && !STORED_KEYS.complete(stored)) {
        return null;
      }
      return new TicketV2(
          id,
          priority,
          subject,
          tags,
          note);
    }

    /**
     * The item with the key components it lacks (an item written by a tool that stores only the
     * keys) decoded from the keys that hold them.
     */
    private static Map<String, AttributeValue> withKeyComponents(Map<String, AttributeValue> item) {
      KeyComponents decoded = STORED_KEYS.decodeMissing(item);
      Map<String, AttributeValue> stored = new HashMap<>(item);
      if (decoded.has("id")) {
        Items.putString(stored, "id", decoded.text("id"));
      }
      if (decoded.has("priority")) {
        Items.putInt(stored, "priority", decoded.intValue("priority"));
      }
      return stored;
    }

    /**
     * Stores {@link TicketV2.Note} as a map (M) of its components.
     */
    private static final class NoteCodec implements Measure.Codec<TicketV2.Note> {
      @Override
      public AttributeValue encode(TicketV2.Note value) {
        return encode(value, 1, Measure.none());
      }

      @Override
      public AttributeValue encode(TicketV2.Note value, int depth, Measure measure) {
        Map<String, AttributeValue> map = new HashMap<>(3);
        // 15 bytes: the map's own, the components' names and entries, the most the values not measured add.
        measure.record(depth, 15);
        measure.putString(map, "author", value.author());
        measure.putString(map, "text", value.text());
        return AttributeValue.createM(map);
      }

      @Override
      public TicketV2.Note decode(AttributeValue value) {
        if (value.type() != AttributeValue.Type.M) {
          throw new IllegalArgumentException("expected a map (M) for Note, found " + value.type());
        }
        Map<String, AttributeValue> map = value.m();
        return new TicketV2.Note(
            Items.getString(map, NAME, "author"),
            Items.getString(map, NAME, "text"));
      }
    }
  }

  /**
   * Reads the items stored by version 1 of {@code ticket}, in the layout of {@link TicketV1}.
   */
  private static final class Version1 {
    private static final KeyTemplate PK = KeyTemplate.parse(NAME, "pk", "TICKET#${id}");

    private static final KeyTemplate SK = KeyTemplate.parseSortKey(NAME, "sk", "PRIO#${priority}");

    private static final StoredKeys STORED_KEYS = StoredKeys.of(
        StoredKeys.key(PK, "id"),
        StoredKeys.key(SK, "priority"));

    private static final AttributeCodec<List<String>> STRING_LIST_CODEC = Codecs.list(Codecs.ofString());

    private Version1() {
    }

    /**
     * Renders the partition key {@code pk}: {@code TICKET#${id}}.
     *
     * @param id the {@code id} component
     * @return the rendered key
     * @throws InvalidValueException when a component is null or cannot be rendered
     */
    public static String pk(String id) {
      return PK.renderText(id);
    }

    /**
     * Renders the sort key {@code sk}: {@code PRIO#${priority}}.
     *
     * @param priority the {@code priority} component
     * @return the rendered key
     * @throws InvalidValueException when a component is null or cannot be rendered
     */
    public static String sk(int priority) {
      return SK.render(SK.integer(0, priority));
    }

    /**
     * Reads a {@code ticket} back from an item stored by version 1, in the layout of {@link TicketV1}.
     */
    static TicketV1 fromItem(Map<String, AttributeValue> item) {
      try {
        Map<String, AttributeValue> stored = item;
        TicketV1 value = fromAttributes(item, false);
        if (value == null) {
          // A key component is in the keys alone: an item written by a tool that stores only the keys.
          stored = withKeyComponents(item);
          value = fromAttributes(stored, true);
        }
        STORED_KEYS.checkText(stored, PK, value.id());
        String keyText0 = SK.storedKey(stored);
        int at0 = SK.walkStart(keyText0);
        at0 = SK.walkInteger(keyText0, at0, 0, value.priority());
        if (!SK.walked(keyText0, at0)) {
          STORED_KEYS.checkEncoded(stored, SK, SK.integer(0, value.priority()));
        }
        return value;
      } catch (InvalidValueException e) {
        throw STORED_KEYS.refusal(item, e);
      }
    }

    /**
     * The record of the item's attributes, each read once; unless {@code completed}, null when a key
     * component is missing from the attributes of an item that carries the key holding it.
     */
    private static TicketV1 fromAttributes(Map<String, AttributeValue> stored, boolean completed) {
      String id = Items.getString(stored, NAME, "id");
      if (!completed && !stored.containsKey("priority") && !STORED_KEYS.complete(stored)) {
        return null;
      }
      int priority = Items.requireInt(stored, NAME, "priority");
      String title = Items.getString(stored, NAME, "title");
      List<String> tags = Items.getStringList(stored, NAME, "tags", STRING_LIST_CODEC);
      if (!completed && id == null && !STORED_KEYS.complete(stored)) {
        return null;
      }
      return new TicketV1(
          id,
          priority,
          title,
          tags);
    }

    /**
     * The item with the key components it lacks (an item written by a tool that stores only the
     * keys) decoded from the keys that hold them.
     */
    private static Map<String, AttributeValue> withKeyComponents(Map<String, AttributeValue> item) {
      KeyComponents decoded = STORED_KEYS.decodeMissing(item);
      Map<String, AttributeValue> stored = new HashMap<>(item);
      if (decoded.has("id")) {
        Items.putString(stored, "id", decoded.text("id"));
      }
      if (decoded.has("priority")) {
        Items.putInt(stored, "priority", decoded.intValue("priority"));
      }
      return stored;
    }
  }

  /**
   * An update of one {@code ticket} item: {@code set}, {@code remove}, {@code add}, {@code subtract},
   * {@code append}, {@code setIfNotExists}, {@code addToSet} and {@code deleteFromSet} take the
   * entity's attribute constants of components outside the primary key; {@code condition} takes any
   * condition. An update that changes a component of a global secondary index writes the index's
   * keys again, and needs every component they are rendered from: the {@code set<Index>} methods
   * set them together.
   */
  public static final class Update extends UpdateOperation<Ticket, Update> {
    private Update(Table table, String id, int priority) {
      super(table, SCHEMA, TicketEntity.key(id, priority));
      known(ID, id);
      known(PRIORITY, priority);
    }

    @Override
    protected Update self() {
      return this;
    }

    private Update upserting() {
      return orCreate();
    }
  }

  /**
   * The queries of {@code ticket} items, one per index.
   */
  public static final class Query {
    private final Table table;

    private Query(Table table) {
      this.table = table;
    }

    /**
     * The {@code ticket} items of the primary index in one partition:
     * {@code pk} = {@code TICKET#${id}}.
     *
     * @param id the {@code id} component
     * @return the query, to narrow by {@code priority} or to run as it is
     * @throws InvalidValueException when a component is null or cannot be rendered
     */
    public PrimaryPriorityStep primary(String id) {
      return new PrimaryPriorityStep(this.table, TicketEntity.pk(id));
    }
  }

  /**
   * A query of {@code ticket} items of the primary index in one partition:
   * narrows by {@code priority}, the first free component of {@code sk} = {@code PRIO#${priority}},
   * or runs as it is.
   */
  public static final class PrimaryPriorityStep extends KeyQueryStep<Ticket, PrimaryPriorityStep, TableQuery<Ticket>> {
    private PrimaryPriorityStep(Table table, String partitionKey, String... known) {
      super(table, SCHEMA, null, "pk", partitionKey, SK, known);
    }

    /**
     * Only the item whose {@code priority} is this value: its whole sort key is known.
     *
     * @param priority the value
     * @return the query of that sort key
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Ticket> priority(int priority) {
      return equalTo(SK.padded(0, priority, 3));
    }

    /**
     * Reads strongly consistent, seeing every write acknowledged before the query (twice the read
     * cost): the query of everything this step covers.
     *
     * @return the query
     */
    public TableQuery<Ticket> consistent() {
      return operation().consistent();
    }

    /**
     * Items whose {@code priority} sorts after this value,
     * among those of the components fixed so far.
     *
     * @param priority the value
     * @return the query
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Ticket> priorityGt(int priority) {
      return greaterThan(SK.padded(0, priority, 3));
    }

    /**
     * Items whose {@code priority} is this value or sorts after it,
     * among those of the components fixed so far.
     *
     * @param priority the value
     * @return the query
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Ticket> priorityGte(int priority) {
      return greaterOrEqual(SK.padded(0, priority, 3));
    }

    /**
     * Items whose {@code priority} sorts before this value,
     * among those of the components fixed so far.
     *
     * @param priority the value
     * @return the query
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Ticket> priorityLt(int priority) {
      return lessThan(SK.padded(0, priority, 3));
    }

    /**
     * Items whose {@code priority} is this value or sorts before it,
     * among those of the components fixed so far.
     *
     * @param priority the value
     * @return the query
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Ticket> priorityLte(int priority) {
      return lessOrEqual(SK.padded(0, priority, 3));
    }

    /**
     * Items whose {@code priority} is from {@code low} to {@code high}, both included, among those of the
     * components fixed so far.
     *
     * @param low the lowest value
     * @param high the highest value
     * @return the query
     * @throws IllegalArgumentException when {@code low} sorts after {@code high}
     * @throws InvalidValueException when a value is null or cannot be rendered
     */
    public TableQuery<Ticket> priorityBetween(int low, int high) {
      return between(SK.padded(0, low, 3), SK.padded(0, high, 3));
    }
  }

  /**
   * The path to a nested {@link TicketV2.Note}, stored as a map: for conditions, filters and updates of it as a
   * whole, and, through one method per component, of each component ({@code profile.address.city}).
   */
  public static final class NotePath extends UpdatableAttribute<Ticket, TicketV2.Note> {
    private NotePath(String entity, String name, AttributeCodec<TicketV2.Note> codec) {
      super(entity, name, codec, false);
    }

    private NotePath(AttributePath<Ticket, ?> parent, String component,
        AttributeCodec<TicketV2.Note> codec) {
      super(parent, component, codec);
    }

    /**
     * The path to component {@code author}, stored as {@code author}.
     *
     * @return the path
     */
    public UpdatableAttribute<Ticket, String> author() {
      return component("author", Codecs.ofString());
    }

    /**
     * The path to component {@code text}, stored as {@code text}.
     *
     * @return the path
     */
    public UpdatableAttribute<Ticket, String> text() {
      return component("text", Codecs.ofString());
    }
  }

  /**
   * Stores {@link TicketV2.Note} as a map (M) of its components.
   */
  private static final class NoteCodec implements Measure.Codec<TicketV2.Note> {
    @Override
    public AttributeValue encode(TicketV2.Note value) {
      return encode(value, 1, Measure.none());
    }

    @Override
    public AttributeValue encode(TicketV2.Note value, int depth, Measure measure) {
      Map<String, AttributeValue> map = new HashMap<>(3);
      // 15 bytes: the map's own, the components' names and entries, the most the values not measured add.
      measure.record(depth, 15);
      measure.putString(map, "author", value.author());
      measure.putString(map, "text", value.text());
      return AttributeValue.createM(map);
    }

    @Override
    public TicketV2.Note decode(AttributeValue value) {
      if (value.type() != AttributeValue.Type.M) {
        throw new IllegalArgumentException("expected a map (M) for Note, found " + value.type());
      }
      Map<String, AttributeValue> map = value.m();
      return new TicketV2.Note(
          Items.getString(map, NAME, "author"),
          Items.getString(map, NAME, "text"));
    }
  }

  /**
   * Builds the attribute constants and the schema of {@link TicketEntityAttributes}
   * when the first of them is read: writing or reading an item needs none.
   */
  static final class AttributeConstants {
    static final AttributePath<Ticket, String> ID = AttributePath.of(NAME, "id", DeferredCodec.of(DeferredCodec.STRING));

    static final AttributePath<Ticket, Integer> PRIORITY = AttributePath.of(NAME, "priority", DeferredCodec.of(DeferredCodec.INTEGER));

    static final UpdatableAttribute<Ticket, String> SUBJECT = UpdatableAttribute.of(NAME, "subject", DeferredCodec.of(DeferredCodec.STRING));

    static final UpdatableAttribute<Ticket, String> STATUS = UpdatableAttribute.of(NAME, "state", DeferredCodec.of(DeferredCodec.STRING));

    static final SetPath<Ticket, String> TAGS = SetPath.of(NAME, "tags", STRING_SET_CODEC, Codecs.ofString());

    static final NotePath NOTE = new NotePath(NAME, "note", NOTE_CODEC);

    static final EntitySchema<Ticket> SCHEMA = new Schema();

    private AttributeConstants() {
    }
  }
}
