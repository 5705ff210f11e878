package com.example.delivery;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.RecordListPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.DeferredCodec;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.codec.Measure;
import dev.singletable.runtime.internal.key.KeyComponents;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.StoredKeys;
import dev.singletable.runtime.internal.query.Queries;
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
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The entity {@code delivery} (version 1) of service {@code delivery}: stores {@link Delivery} records in the service's table.
 *
 * <ul>
 *   <li>primary key: {@code pk} = {@code DELIVERY#${id}}
 * </ul>
 *
 * <p>The key builders, {@link #toItem} and {@link #fromItem} are static; {@link #of(Table)} binds
 * the operations to a table.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class DeliveryEntity implements DeliveryEntityAttributes {
  /**
   * The entity name, stored in {@code __entity} on every item.
   */
  public static final String NAME = "delivery";

  /**
   * The entity version, stored in {@code __version} on every item.
   */
  public static final int VERSION = 1;

  /**
   * The service whose table holds this entity.
   */
  public static final String SERVICE = "delivery";

  private static final KeyTemplate PK = KeyTemplate.parse(NAME, "pk", "DELIVERY#${id}");

  private static final Identity IDENTITY = Identity.of(NAME, VERSION);

  private static final AttributeCodec<Delivery.Address> ADDRESS_CODEC = new AddressCodec();

  private static final AttributeCodec<Delivery.Parcel> PARCEL_CODEC = new ParcelCodec();

  private static final AttributeCodec<List<Delivery.Parcel>> PARCEL_LIST_CODEC = Codecs.list(PARCEL_CODEC);

  private static final AttributeCodec<Delivery.Route> ROUTE_CODEC = new RouteCodec();

  private static final AttributeCodec<Delivery.Stop> STOP_CODEC = new StopCodec();

  private static final AttributeCodec<List<Delivery.Stop>> STOP_LIST_CODEC = Codecs.list(STOP_CODEC);

  private final Table table;

  private DeliveryEntity(Table table) {
    this.table = table;
  }

  /**
   * Binds the entity to a table.
   *
   * @param table the table that holds service {@code delivery}
   * @return the entity's operations on that table
   */
  public static DeliveryEntity of(Table table) {
    return new DeliveryEntity(Objects.requireNonNull(table, "table"));
  }

  /**
   * Renders the partition key {@code pk}: {@code DELIVERY#${id}}.
   *
   * @param id the {@code id} component
   * @return the rendered key
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static String pk(String id) {
    return PK.renderText(id);
  }

  /**
   * The primary key of a {@code delivery} item: {@code pk}.
   *
   * @param id the {@code id} component
   * @return the key attributes, as GetItem, DeleteItem and conditions take them
   * @throws InvalidValueException when a component is null or cannot be rendered
   */
  public static Key<Delivery> key(String id) {
    return Key.of(Map.of("pk", AttributeValue.createS(pk(id))));
  }

  /**
   * Converts a {@code delivery} into the item stored for it: the primary key, the keys of every index
   * whose components are all present (indexes are sparse), one attribute per non-null component
   * and the identity attributes {@code __entity} and {@code __version}.
   *
   * @param value the record to store
   * @return a new mutable item
   * @throws InvalidValueException when a primary key component is null or a value cannot be stored
   */
  public static Map<String, AttributeValue> toItem(Delivery value) {
    Map<String, AttributeValue> item = new HashMap<>(10);
    // The item's size as DynamoDB counts it, summed while it is built: text and values that can break
    // a limit are counted and checked as they are put; 0 bytes are the most the others can add.
    long size = 0;
    size += PK.putText(item, 2, value.id());
    size += Items.putString(item, NAME, "id", 2, value.id());
    size += Items.putChecked(item, NAME, "address", 7, value.address(), ADDRESS_CODEC);
    size += Items.putChecked(item, NAME, "parcels", 7, value.parcels(), PARCEL_LIST_CODEC);
    size += Items.putChecked(item, NAME, "route", 5, value.route(), ROUTE_CODEC);
    IDENTITY.stamp(item, size);
    return item;
  }

  /**
   * Reads a {@code delivery} back from an item written by {@link #toItem}. The record's key components
   * must render the keys the item is stored under (its primary key, and each index key it carries);
   * components the item holds only in its keys are decoded from them.
   *
   * @param item the stored item
   * @return the record
   * @throws dev.singletable.runtime.exception.WrongEntityException when the item belongs to another entity or version
   * @throws dev.singletable.runtime.exception.InvalidItemException when an attribute has the wrong type, a primitive component is missing or a key
   * disagrees with its components; it names the item's key
   */
  public static Delivery fromItem(Map<String, AttributeValue> item) {
    IDENTITY.require(item);
    return fromCheckedItem(item);
  }

  /**
   * {@link #fromItem} of an item whose identity has been checked: this entity's, at this version.
   */
  private static Delivery fromCheckedItem(Map<String, AttributeValue> item) {
    try {
      Map<String, AttributeValue> stored = item;
      Delivery value = fromAttributes(item, false);
      if (value == null) {
        // A key component is in the keys alone: an item written by a tool that stores only the keys.
        stored = withKeyComponents(item);
        value = fromAttributes(stored, true);
      }
      ReadKeys.STORED_KEYS.checkText(stored, PK, value.id());
      return value;
    } catch (InvalidValueException e) {
      throw ReadKeys.STORED_KEYS.refusal(item, e);
    }
  }

  /**
   * The record of the item's attributes, each read once; unless {@code completed}, null when a key
   * component is missing from the attributes of an item that carries the key holding it.
   */
  private static Delivery fromAttributes(Map<String, AttributeValue> stored, boolean completed) {
    String id = Items.getString(stored, NAME, "id");
    Delivery.Address address = Items.get(stored, NAME, "address", ADDRESS_CODEC);
    List<Delivery.Parcel> parcels = Items.getList(stored, NAME, "parcels", PARCEL_LIST_CODEC);
    Delivery.Route route = Items.get(stored, NAME, "route", ROUTE_CODEC);
    if (!completed && id == null && !ReadKeys.STORED_KEYS.complete(stored)) {
      return null;
    }
    return new Delivery(
        id,
        address,
        parcels,
        route);
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
    return stored;
  }

  /**
   * Writes a {@code delivery} item, replacing the one with the same key (PutItem); an item of another
   * entity there is never replaced. {@code condition(...)} adds a condition.
   *
   * @param value the record to write
   * @return the operation; nothing is sent before {@code execute()}
   */
  public PutOperation<Delivery> put(Delivery value) {
    return PutOperation.put(this.table, SCHEMA, value);
  }

  /**
   * Writes a {@code delivery} item only if no item has its key; otherwise {@code execute()} throws
   * {@link dev.singletable.runtime.exception.ConditionFailedException}. {@code condition(...)} adds a condition.
   *
   * @param value the record to write
   * @return the operation; nothing is sent before {@code execute()}
   */
  public PutOperation<Delivery> create(Delivery value) {
    return PutOperation.create(this.table, SCHEMA, value);
  }

  /**
   * Reads the {@code delivery} item with this key (GetItem); empty when there is none.
   *
   * @param id the {@code id} component
   * @return the operation; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public GetOperation<Delivery> get(String id) {
    return GetOperation.of(this.table, SCHEMA, key(id));
  }

  /**
   * Deletes the {@code delivery} item with this key (DeleteItem), returning it when it was one; an item of another
   * entity there is never deleted. {@code condition(...)} adds a condition.
   *
   * @param id the {@code id} component
   * @return the operation; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public DeleteOperation<Delivery> delete(String id) {
    return DeleteOperation.of(this.table, SCHEMA, key(id));
  }

  /**
   * Deletes the a {@code delivery} item {@code value} was read from (DeleteItem at its key); otherwise
   * {@code execute()} throws {@link dev.singletable.runtime.exception.ConditionFailedException}. {@code condition(...)} adds a condition.
   *
   * @param value the record, as read
   * @return the operation; nothing is sent before {@code execute()}
   */
  public DeleteOperation<Delivery> delete(Delivery value) {
    return DeleteOperation.of(this.table, SCHEMA, value);
  }

  /**
   * Changes attributes of the {@code delivery} item with this key in place (UpdateItem) and returns the record
   * as stored afterwards. The item must exist; components of the primary key cannot be changed.
   *
   * @param id the {@code id} component
   * @return the update; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public Update update(String id) {
    return new Update(this.table, id);
  }

  /**
   * Changes attributes of the {@code delivery} item with this key, creating the item when there is none, in one
   * request (UpdateItem), and returns the record as stored afterwards: counters that {@code add}
   * to a missing number start from 0, {@code @CreatedAt} is kept when the item exists, and an item
   * of another entity at the key is never touched. An upsert must set every primitive component
   * outside the key, since it may create the item.
   *
   * @param id the {@code id} component
   * @return the upsert; nothing is sent before {@code execute()}
   * @throws InvalidValueException when a key component is null or cannot be rendered
   */
  public Update upsert(String id) {
    return new Update(this.table, id).upserting();
  }

  /**
   * Queries of {@code delivery} items, one per index:
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
   * A scan of the whole table for {@code delivery} items: DynamoDB keeps only this entity's items, and
   * each is checked again before it is decoded.
   *
   * @return the scan; nothing is sent before a terminal ({@code list()}, {@code page()},
   *     {@code stream()}, {@code count()}, {@code segments(n)...})
   */
  public TableScan<Delivery> scan() {
    return Scan.ofTable(this.table, SCHEMA);
  }

  /**
   * The stored keys every read checks, built by the first read: writing an item needs none.
   */
  private static final class ReadKeys {
    private static final StoredKeys STORED_KEYS = StoredKeys.of(
        StoredKeys.key(PK, "id"),
        null);
  }

  /**
   * What the runtime operations know about {@link Delivery}.
   */
  private static final class Schema implements EntitySchema<Delivery>, Identity.Owner, Identity.Decoder<Delivery> {
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
      return null;
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
    public Map<String, AttributeValue> toItem(Delivery value) {
      return DeliveryEntity.toItem(value);
    }

    @Override
    public Delivery fromItem(Map<String, AttributeValue> item) {
      return DeliveryEntity.fromItem(item);
    }

    @Override
    public Delivery fromOwnedItem(Map<String, AttributeValue> item) {
      return DeliveryEntity.fromCheckedItem(item);
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
      return List.of("id");
    }

    @Override
    public Key<Delivery> keyOf(Delivery value) {
      return DeliveryEntity.key(value.id());
    }
  }

  /**
   * An update of one {@code delivery} item: {@code set}, {@code remove}, {@code add}, {@code subtract},
   * {@code append}, {@code setIfNotExists}, {@code addToSet} and {@code deleteFromSet} take the
   * entity's attribute constants of components outside the primary key; {@code condition} takes any
   * condition. An update that changes a component of a global secondary index writes the index's
   * keys again, and needs every component they are rendered from: the {@code set<Index>} methods
   * set them together.
   */
  public static final class Update extends UpdateOperation<Delivery, Update> {
    private Update(Table table, String id) {
      super(table, SCHEMA, DeliveryEntity.key(id));
      known(ID, id);
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
   * The queries of {@code delivery} items, one per index.
   */
  public static final class Query {
    private final Table table;

    private Query(Table table) {
      this.table = table;
    }

    /**
     * The {@code delivery} items of the primary index in one partition:
     * {@code pk} = {@code DELIVERY#${id}}.
     *
     * @param id the {@code id} component
     * @return the query; nothing is sent before a terminal
     * @throws InvalidValueException when a component is null or cannot be rendered
     */
    public TableQuery<Delivery> primary(String id) {
      return Queries.of(this.table, SCHEMA, null, "pk", DeliveryEntity.pk(id), null, null);
    }
  }

  /**
   * The path to a nested {@link Delivery.Address}, stored as a map: for conditions, filters and updates of it as a
   * whole, and, through one method per component, of each component ({@code profile.address.city}).
   */
  public static final class AddressPath extends UpdatableAttribute<Delivery, Delivery.Address> {
    private AddressPath(String entity, String name, AttributeCodec<Delivery.Address> codec) {
      super(entity, name, codec, false);
    }

    private AddressPath(AttributePath<Delivery, ?> parent, String component,
        AttributeCodec<Delivery.Address> codec) {
      super(parent, component, codec);
    }

    /**
     * The path to component {@code street}, stored as {@code street}.
     *
     * @return the path
     */
    public UpdatableAttribute<Delivery, String> street() {
      return component("street", Codecs.ofString());
    }

    /**
     * The path to component {@code city}, stored as {@code city}.
     *
     * @return the path
     */
    public UpdatableAttribute<Delivery, String> city() {
      return component("city", Codecs.ofString());
    }
  }

  /**
   * The path to a nested {@link Delivery.Parcel}, stored as a map: for conditions, filters and updates of it as a
   * whole, and, through one method per component, of each component ({@code profile.address.city}).
   */
  public static final class ParcelPath extends UpdatableAttribute<Delivery, Delivery.Parcel> {
    private ParcelPath(String entity, String name, AttributeCodec<Delivery.Parcel> codec) {
      super(entity, name, codec, false);
    }

    private ParcelPath(AttributePath<Delivery, ?> parent, String component,
        AttributeCodec<Delivery.Parcel> codec) {
      super(parent, component, codec);
    }

    private ParcelPath(AttributePath<Delivery, ?> list, int index,
        AttributeCodec<Delivery.Parcel> codec) {
      super(list, index, codec);
    }

    /**
     * The path to component {@code sku}, stored as {@code sku}.
     *
     * @return the path
     */
    public UpdatableAttribute<Delivery, String> sku() {
      return component("sku", Codecs.ofString());
    }

    /**
     * The path to component {@code quantity}, stored as {@code quantity}.
     *
     * @return the path
     */
    public UpdatableAttribute<Delivery, Integer> quantity() {
      return component("quantity", Codecs.ofInteger());
    }

    /**
     * The path to component {@code weightKg}, stored as {@code weightKg}.
     *
     * @return the path
     */
    public UpdatableAttribute<Delivery, Double> weightKg() {
      return component("weightKg", Codecs.ofDouble());
    }
  }

  /**
   * The path to a nested {@link Delivery.Route}, stored as a map: for conditions, filters and updates of it as a
   * whole, and, through one method per component, of each component ({@code profile.address.city}).
   */
  public static final class RoutePath extends UpdatableAttribute<Delivery, Delivery.Route> {
    private RoutePath(String entity, String name, AttributeCodec<Delivery.Route> codec) {
      super(entity, name, codec, false);
    }

    private RoutePath(AttributePath<Delivery, ?> parent, String component,
        AttributeCodec<Delivery.Route> codec) {
      super(parent, component, codec);
    }

    /**
     * The path to component {@code name}, stored as {@code name}.
     *
     * @return the path
     */
    public UpdatableAttribute<Delivery, String> namePath() {
      return component("name", Codecs.ofString());
    }

    /**
     * The path to component {@code stops}, stored as {@code stops}.
     *
     * @return the path
     */
    public StopListPath stops() {
      return new StopListPath(this, "stops", STOP_LIST_CODEC, STOP_CODEC);
    }

    /**
     * The path to component {@code depot}, stored as {@code depot}.
     *
     * @return the path
     */
    public AddressPath depot() {
      return new AddressPath(this, "depot", ADDRESS_CODEC);
    }
  }

  /**
   * The path to a nested {@link Delivery.Stop}, stored as a map: for conditions, filters and updates of it as a
   * whole, and, through one method per component, of each component ({@code profile.address.city}).
   */
  public static final class StopPath extends UpdatableAttribute<Delivery, Delivery.Stop> {
    private StopPath(String entity, String name, AttributeCodec<Delivery.Stop> codec) {
      super(entity, name, codec, false);
    }

    private StopPath(AttributePath<Delivery, ?> parent, String component,
        AttributeCodec<Delivery.Stop> codec) {
      super(parent, component, codec);
    }

    private StopPath(AttributePath<Delivery, ?> list, int index,
        AttributeCodec<Delivery.Stop> codec) {
      super(list, index, codec);
    }

    /**
     * The path to component {@code place}, stored as {@code place}.
     *
     * @return the path
     */
    public UpdatableAttribute<Delivery, String> place() {
      return component("place", Codecs.ofString());
    }

    /**
     * The path to component {@code minutes}, stored as {@code minutes}.
     *
     * @return the path
     */
    public UpdatableAttribute<Delivery, Double> minutes() {
      return component("minutes", Codecs.ofDouble());
    }
  }

  /**
   * The path to a list of {@link Delivery.Parcel}, stored as a list of maps: for conditions, filters and updates
   * of it as a whole, and, through {@code at(index)}, of each record and its components
   * ({@code lines[0].sku}).
   */
  public static final class ParcelListPath extends RecordListPath<Delivery, Delivery.Parcel, ParcelPath> {
    private ParcelListPath(String entity, String name, AttributeCodec<List<Delivery.Parcel>> codec,
        AttributeCodec<Delivery.Parcel> elementCodec) {
      super(entity, name, codec, elementCodec);
    }

    private ParcelListPath(AttributePath<Delivery, ?> parent, String component,
        AttributeCodec<List<Delivery.Parcel>> codec, AttributeCodec<Delivery.Parcel> elementCodec) {
      super(parent, component, codec, elementCodec);
    }

    @Override
    protected ParcelPath element(int index) {
      return new ParcelPath(this, index, elementCodec());
    }
  }

  /**
   * The path to a list of {@link Delivery.Stop}, stored as a list of maps: for conditions, filters and updates
   * of it as a whole, and, through {@code at(index)}, of each record and its components
   * ({@code lines[0].sku}).
   */
  public static final class StopListPath extends RecordListPath<Delivery, Delivery.Stop, StopPath> {
    private StopListPath(String entity, String name, AttributeCodec<List<Delivery.Stop>> codec,
        AttributeCodec<Delivery.Stop> elementCodec) {
      super(entity, name, codec, elementCodec);
    }

    private StopListPath(AttributePath<Delivery, ?> parent, String component,
        AttributeCodec<List<Delivery.Stop>> codec, AttributeCodec<Delivery.Stop> elementCodec) {
      super(parent, component, codec, elementCodec);
    }

    @Override
    protected StopPath element(int index) {
      return new StopPath(this, index, elementCodec());
    }
  }

  /**
   * Stores {@link Delivery.Address} as a map (M) of its components.
   */
  private static final class AddressCodec implements Measure.Codec<Delivery.Address> {
    @Override
    public AttributeValue encode(Delivery.Address value) {
      return encode(value, 1, Measure.none());
    }

    @Override
    public AttributeValue encode(Delivery.Address value, int depth, Measure measure) {
      Map<String, AttributeValue> map = new HashMap<>(3);
      // 15 bytes: the map's own, the components' names and entries, the most the values not measured add.
      measure.record(depth, 15);
      measure.putString(map, "street", value.street());
      measure.putString(map, "city", value.city());
      return AttributeValue.createM(map);
    }

    @Override
    public Delivery.Address decode(AttributeValue value) {
      if (value.type() != AttributeValue.Type.M) {
        throw new IllegalArgumentException("expected a map (M) for Address, found " + value.type());
      }
      Map<String, AttributeValue> map = value.m();
      return new Delivery.Address(
          Items.getString(map, NAME, "street"),
          Items.getString(map, NAME, "city"));
    }
  }

  /**
   * Stores {@link Delivery.Parcel} as a map (M) of its components.
   */
  private static final class ParcelCodec implements Measure.Codec<Delivery.Parcel> {
    @Override
    public AttributeValue encode(Delivery.Parcel value) {
      return encode(value, 1, Measure.none());
    }

    @Override
    public AttributeValue encode(Delivery.Parcel value, int depth, Measure measure) {
      Map<String, AttributeValue> map = new HashMap<>(4);
      // 47 bytes: the map's own, the components' names and entries, the most the values not measured add.
      measure.record(depth, 47);
      measure.putString(map, "sku", value.sku());
      Items.putInt(map, "quantity", value.quantity());
      Items.putDouble(map, NAME, "weightKg", value.weightKg());
      return AttributeValue.createM(map);
    }

    @Override
    public Delivery.Parcel decode(AttributeValue value) {
      if (value.type() != AttributeValue.Type.M) {
        throw new IllegalArgumentException("expected a map (M) for Parcel, found " + value.type());
      }
      Map<String, AttributeValue> map = value.m();
      return new Delivery.Parcel(
          Items.getString(map, NAME, "sku"),
          Items.requireInt(map, NAME, "quantity"),
          Items.requireDouble(map, NAME, "weightKg"));
    }
  }

  /**
   * Stores {@link Delivery.Route} as a map (M) of its components.
   */
  private static final class RouteCodec implements Measure.Codec<Delivery.Route> {
    @Override
    public AttributeValue encode(Delivery.Route value) {
      return encode(value, 1, Measure.none());
    }

    @Override
    public AttributeValue encode(Delivery.Route value, int depth, Measure measure) {
      Map<String, AttributeValue> map = new HashMap<>(4);
      // 20 bytes: the map's own, the components' names and entries, the most the values not measured add.
      measure.record(depth, 20);
      measure.putString(map, "name", value.name());
      measure.put(map, NAME, "stops", value.stops(), STOP_LIST_CODEC, depth + 1);
      measure.put(map, NAME, "depot", value.depot(), ADDRESS_CODEC, depth + 1);
      return AttributeValue.createM(map);
    }

    @Override
    public Delivery.Route decode(AttributeValue value) {
      if (value.type() != AttributeValue.Type.M) {
        throw new IllegalArgumentException("expected a map (M) for Route, found " + value.type());
      }
      Map<String, AttributeValue> map = value.m();
      return new Delivery.Route(
          Items.getString(map, NAME, "name"),
          Items.getList(map, NAME, "stops", STOP_LIST_CODEC),
          Items.get(map, NAME, "depot", ADDRESS_CODEC));
    }
  }

  /**
   * Stores {@link Delivery.Stop} as a map (M) of its components.
   */
  private static final class StopCodec implements Measure.Codec<Delivery.Stop> {
    @Override
    public AttributeValue encode(Delivery.Stop value) {
      return encode(value, 1, Measure.none());
    }

    @Override
    public AttributeValue encode(Delivery.Stop value, int depth, Measure measure) {
      Map<String, AttributeValue> map = new HashMap<>(3);
      // 28 bytes: the map's own, the components' names and entries, the most the values not measured add.
      measure.record(depth, 28);
      measure.putString(map, "place", value.place());
      Items.putDouble(map, NAME, "minutes", value.minutes());
      return AttributeValue.createM(map);
    }

    @Override
    public Delivery.Stop decode(AttributeValue value) {
      if (value.type() != AttributeValue.Type.M) {
        throw new IllegalArgumentException("expected a map (M) for Stop, found " + value.type());
      }
      Map<String, AttributeValue> map = value.m();
      return new Delivery.Stop(
          Items.getString(map, NAME, "place"),
          Items.requireDouble(map, NAME, "minutes"));
    }
  }

  /**
   * Builds the attribute constants and the schema of {@link DeliveryEntityAttributes}
   * when the first of them is read: writing or reading an item needs none.
   */
  static final class AttributeConstants {
    static final AttributePath<Delivery, String> ID = AttributePath.of(NAME, "id", DeferredCodec.of(DeferredCodec.STRING));

    static final AddressPath ADDRESS = new AddressPath(NAME, "address", ADDRESS_CODEC);

    static final ParcelListPath PARCELS = new ParcelListPath(NAME, "parcels", PARCEL_LIST_CODEC, PARCEL_CODEC);

    static final RoutePath ROUTE = new RoutePath(NAME, "route", ROUTE_CODEC);

    static final EntitySchema<Delivery> SCHEMA = new Schema();

    private AttributeConstants() {
    }
  }
}
