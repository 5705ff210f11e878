package com.example.events;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.batch.BatchGet;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.collection.CollectionDefinition;
import dev.singletable.runtime.collection.CollectionFilter;
import dev.singletable.runtime.collection.CollectionQuery;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.read.Membership;
import dev.singletable.runtime.operation.TransactGet;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.runtime.operation.TransactWrites;
import dev.singletable.runtime.scan.Scan;
import dev.singletable.runtime.scan.TableScan;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.runtime.stream.EntityChange;
import dev.singletable.runtime.stream.StreamChange;
import dev.singletable.runtime.stream.UnrecognisedChange;
import dev.singletable.runtime.table.TableDefinition;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * The service {@code events}: its entities bound to one table, its collections, transactions and batches
 * across them, stream-image parsing and the table definition.
 *
 * <ul>
 *   <li>{@link AggregateMetaEntity} ({@code aggregateMeta})
 *   <li>{@link EventEntity} ({@code event})
 *   <li>{@link SnapshotEntity} ({@code snapshot})
 * </ul>
 *
 * <p>The model (key layouts and access patterns) is described in the resource
 * {@code META-INF/singletable/events.md}.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class EventsService {
  /**
   * The service name, {@code @Entity(service)} of its entities.
   */
  public static final String NAME = "events";

  private static final CollectionDefinition<AggregateCollection, Item> AGGREGATE_COLLECTION = 
      CollectionDefinition.<AggregateCollection, Item>builder("aggregate", null, "pk", "sk")
      .member(AggregateMetaEntity.SCHEMA, AggregateMetaItem::new)
      .member(EventEntity.SCHEMA, EventItem::new)
      .member(SnapshotEntity.SCHEMA, SnapshotItem::new)
      .build(result -> new AggregateCollection(
      result.item(AggregateMetaEntity.SCHEMA),
      result.items(EventEntity.SCHEMA),
      result.item(SnapshotEntity.SCHEMA),
      result.invalidItems()));

  private static final Membership ENTITIES = Membership.of(List.of(AggregateMetaEntity.SCHEMA,
      EventEntity.SCHEMA, SnapshotEntity.SCHEMA));

  private final Table table;

  private final boolean consistent;

  private final boolean skipInvalid;

  private EventsService(Table table, boolean consistent, boolean skipInvalid) {
    this.table = table;
    this.consistent = consistent;
    this.skipInvalid = skipInvalid;
  }

  /**
   * Binds the service to a table.
   *
   * @param table the table that holds service {@code events}
   * @return the service; its collection reads are eventually consistent
   */
  public static EventsService of(Table table) {
    return new EventsService(Objects.requireNonNull(table, "table"), false, false);
  }

  /**
   * This service with strongly consistent collection reads, which see every write acknowledged
   * before them, at twice the read cost.
   *
   * @return a service on the same table
   */
  public EventsService consistent() {
    return new EventsService(this.table, true, this.skipInvalid);
  }

  /**
   * This service with collection reads that skip items which cannot be read as their entity
   * (an attribute of the wrong type, a key that disagrees with its components) instead of failing;
   * each collection's {@code invalidItems()} lists them.
   *
   * @return a service on the same table
   */
  public EventsService skipInvalid() {
    return new EventsService(this.table, this.consistent, true);
  }

  /**
   * The table the service is bound to.
   *
   * @return the table given to {@link #of}
   */
  public Table table() {
    return this.table;
  }

  /**
   * The operations of entity {@code aggregateMeta} on this service's table.
   *
   * @return {@code AggregateMetaEntity.of(table)}
   */
  public AggregateMetaEntity aggregateMetas() {
    return AggregateMetaEntity.of(this.table);
  }

  /**
   * The operations of entity {@code event} on this service's table.
   *
   * @return {@code EventEntity.of(table)}
   */
  public EventEntity events() {
    return EventEntity.of(this.table);
  }

  /**
   * The operations of entity {@code snapshot} on this service's table.
   *
   * @return {@code SnapshotEntity.of(table)}
   */
  public SnapshotEntity snapshots() {
    return SnapshotEntity.of(this.table);
  }

  /**
   * Queries collection {@code aggregate}: the items of {@code aggregateMeta}, {@code event}, {@code snapshot} in partition
   * {@code pk = AGGREGATE#${aggregateType}#${aggregateId}}.
   * Nothing is sent before a terminal: {@code list()} reads every page and groups the items by entity,
   * {@code page()} one page and a cursor, {@code stream()} the items one by one, {@code count()}
   * counts them. Items of other entities in the partition are skipped; an item of a member that
   * cannot be read fails the read, or after {@code skipInvalid()} is listed in {@code invalidItems()}.
   *
   * <p>The members' sort keys share no leading text, so every request reads the whole partition,
   * items of other collections included, and skips those.
   *
   * @param aggregateType the {@code aggregateType} component
   * @param aggregateId the {@code aggregateId} component
   * @return the query, to narrow, modify and end with a terminal
   */
  public AggregateQuery aggregate(String aggregateType, String aggregateId) {
    return new AggregateQuery(this.table, this.consistent, this.skipInvalid, aggregateType, aggregateId);
  }

  /**
   * Starts a write transaction (TransactWriteItems) across the service's entities: puts, creates,
   * updates, deletes and condition checks that succeed or fail together; a cancelled one throws
   * {@code TransactionCanceledException} with the index, entity, key and reason of each operation.
   *
   * @return {@code TransactWrite.of(table)}; nothing is sent before {@code execute()}
   */
  public TransactWrite transactWrite() {
    return TransactWrite.of(this.table);
  }

  /**
   * Starts a list of writes across the service's entities too long for one transaction, sent as a
   * series of transactions of at most DynamoDB's size, each with the checks added by
   * {@code everyPage}; a failed page throws {@code TransactionPageException} naming the pages
   * applied before it.
   *
   * @return {@code TransactWrites.of(table)}; nothing is sent before {@code execute()}
   */
  public TransactWrites transactWrites() {
    return TransactWrites.of(this.table);
  }

  /**
   * Starts a read transaction (TransactGetItems) across the service's entities: one consistent
   * snapshot of up to 100 items.
   *
   * @return {@code TransactGet.of(table)}; nothing is sent before {@code execute()}
   */
  public TransactGet transactGet() {
    return TransactGet.of(this.table);
  }

  /**
   * Starts a batch of puts and deletes across the service's entities (BatchWriteItem), sent in chunks
   * of 25 with bounded retries of what DynamoDB leaves unprocessed or throttles.
   *
   * @return {@code BatchWrite.of(table)}; nothing is sent before {@code execute()}
   */
  public BatchWrite batchWrite() {
    return BatchWrite.of(this.table);
  }

  /**
   * Starts a batch of reads across the service's entities (BatchGetItem), sent in chunks of 100 with
   * bounded retries of the keys DynamoDB leaves unprocessed or throttles.
   *
   * @return {@code BatchGet.of(table)}; nothing is sent before {@code execute()}
   */
  public BatchGet batchGet() {
    return BatchGet.of(this.table);
  }

  /**
   * A scan of the whole table: each item of one of the service's entities as its {@code <Record>Item};
   * foreign items (of no entity of this service, or of another version) are skipped and counted in
   * {@code result().foreignItems()}. Consistent and skipping invalid items when this service is.
   *
   * @return the scan; nothing is sent before a terminal
   */
  public TableScan<Item> scan() {
    TableScan<Item> scan = Scan.across(this.table, NAME,
          Scan.member(AggregateMetaEntity.SCHEMA, AggregateMetaItem::new),
          Scan.member(EventEntity.SCHEMA, EventItem::new),
          Scan.member(SnapshotEntity.SCHEMA, SnapshotItem::new));
    if (this.consistent) {
      scan.consistent();
    }
    if (this.skipInvalid) {
      scan.skipInvalid();
    }
    return scan;
  }

  /**
   * A condition on the {@code aggregateMeta} items of {@link #scan()}: they are kept only when they
   * match it; the other entities' items are left alone ({@code scan().filter(whereAggregateMeta(...))}).
   *
   * @param condition built from {@link AggregateMetaEntity}'s attribute constants
   * @return the filter, for {@code scan().filter(...)}
   */
  public static Scan.EntityFilter<Item> whereAggregateMeta(Condition<AggregateMeta> condition) {
    return Scan.EntityFilter.of(Scan.member(AggregateMetaEntity.SCHEMA, AggregateMetaItem::new), condition);
  }

  /**
   * A condition on the {@code event} items of {@link #scan()}: they are kept only when they
   * match it; the other entities' items are left alone ({@code scan().filter(whereEvent(...))}).
   *
   * @param condition built from {@link EventEntity}'s attribute constants
   * @return the filter, for {@code scan().filter(...)}
   */
  public static Scan.EntityFilter<Item> whereEvent(Condition<Event> condition) {
    return Scan.EntityFilter.of(Scan.member(EventEntity.SCHEMA, EventItem::new), condition);
  }

  /**
   * A condition on the {@code snapshot} items of {@link #scan()}: they are kept only when they
   * match it; the other entities' items are left alone ({@code scan().filter(whereSnapshot(...))}).
   *
   * @param condition built from {@link SnapshotEntity}'s attribute constants
   * @return the filter, for {@code scan().filter(...)}
   */
  public static Scan.EntityFilter<Item> whereSnapshot(Condition<Snapshot> condition) {
    return Scan.EntityFilter.of(Scan.member(SnapshotEntity.SCHEMA, SnapshotItem::new), condition);
  }

  /**
   * Reads a stream image (a DynamoDB Streams record's {@code NewImage} or {@code OldImage}) as
   * the entity named in its identity attributes.
   *
   * @param image the item as the stream carries it
   * @return one {@code <Record>Item} per entity, {@link Unknown} for any other item
   * @throws dev.singletable.runtime.exception.InvalidValueException when an attribute of the entity's item cannot be read
   */
  public static Item parse(Map<String, AttributeValue> image) {
    Objects.requireNonNull(image, "image");
    switch (ENTITIES.indexOf(image)) {
      case 0:
        return new AggregateMetaItem(Identity.readOwned(AggregateMetaEntity.SCHEMA, image));
      case 1:
        return new EventItem(Identity.readOwned(EventEntity.SCHEMA, image));
      case 2:
        return new SnapshotItem(Identity.readOwned(SnapshotEntity.SCHEMA, image));
      default:
        return new Unknown(image);
    }
  }

  /**
   * The whole table this service needs, as one value: {@link #createTableRequest(String)},
   * with the time to live of {@link #timeToLiveRequest(String)}.
   * What {@code TableCheck} compares a live table with, and {@code TableUpdate} brings a table to.
   *
   * @param tableName the table name
   * @return the definition
   */
  public static TableDefinition tableDefinition(String tableName) {
    return TableDefinition.of(createTableRequest(tableName))
        .withTimeToLive(timeToLiveRequest(tableName));
  }

  /**
   * The table this service needs: every key attribute and secondary index of its entities,
   * on-demand billing.
   *
   * @param tableName the table name
   * @return the request, for {@code DynamoDbClient.createTable}
   */
  public static CreateTableRequest createTableRequest(String tableName) {
    return TableDefinitions.createTableRequest(tableName, AggregateMetaEntity.SCHEMA,
        EventEntity.SCHEMA, SnapshotEntity.SCHEMA);
  }

  /**
   * Enables DynamoDB's time to live on attribute {@code expiresAt}, the {@code @Ttl} of this service's entities.
   *
   * @param tableName the table name
   * @return the request, for {@code DynamoDbClient.updateTimeToLive}
   */
  public static UpdateTimeToLiveRequest timeToLiveRequest(String tableName) {
    return UpdateTimeToLiveRequest.builder()
            .tableName(tableName)
            .timeToLiveSpecification(TimeToLiveSpecification.builder().attributeName("expiresAt").enabled(true).build())
            .build();
  }

  /**
   * Reads a stream record as a typed change of the entity named in its image's identity attributes.
   * Never throws for an item this service cannot read: that comes back as {@link UnknownChange}.
   *
   * @param record the stream record, from the streams API or a Lambda event
   * @return one {@code <Record>Change} per entity, {@link UnknownChange} for any other item
   */
  public static Change change(ChangeRecord record) {
    Objects.requireNonNull(record, "record");
    Map<String, AttributeValue> image = record.image().orElse(null);
    if (image == null) {
      return new UnknownChange(record, "the stream record carries no image (KEYS_ONLY)");
    }
    try {
      switch (ENTITIES.indexOf(image)) {
        case 0:
          return AggregateMetaChange.read(record, image);
        case 1:
          return EventChange.read(record, image);
        case 2:
          return SnapshotChange.read(record, image);
        default:
          break;
      }
    } catch (SingleTableException e) {
      return new UnknownChange(record, e.getMessage());
    }
    return new UnknownChange(record, UnrecognisedChange.unrecognised("events", image));
  }

  /**
   * The table this service needs, as {@link #createTableRequest(String)}, with a DynamoDB stream of
   * the given view type: what {@link #change} and a {@code StreamReader} read.
   *
   * @param tableName the table name
   * @param streamViewType what each stream record carries; {@code NEW_AND_OLD_IMAGES} gives changes
   *     both records and the changed components
   * @return the request, for {@code DynamoDbClient.createTable}
   */
  public static CreateTableRequest createTableRequest(String tableName,
      StreamViewType streamViewType) {
    return TableDefinitions.withStream(createTableRequest(tableName), streamViewType);
  }

  /**
   * The query of one partition of collection {@code aggregate} ({@code aggregateMeta}, {@code event}, {@code snapshot}), from {@link #aggregate}.
   */
  public static final class AggregateQuery extends CollectionQuery<AggregateCollection, Item, AggregateQuery> {
    private final String aggregateType;

    private final String aggregateId;

    private AggregateQuery(Table table, boolean consistent, boolean skipInvalid,
        String aggregateType, String aggregateId) {
      super(table, AGGREGATE_COLLECTION, () -> AggregateMetaEntity.pk(aggregateType, aggregateId));
      this.aggregateType = aggregateType;
      this.aggregateId = aggregateId;
      if (consistent) {
        readConsistently();
      }
      if (skipInvalid) {
        skipInvalid();
      }
    }

    /**
     * Uses strongly consistent reads, which see every write acknowledged before the query (twice the
     * read cost).
     *
     * @return this query
     */
    public AggregateQuery consistent() {
      readConsistently();
      return this;
    }

    /**
     * Narrows the query to the sort keys from the key of the {@code aggregateMeta} item, included:
     * {@code sk >= #METADATA}.
     *
     * @return the narrowed query, a copy of this one
     */
    public Narrowed fromAggregateMeta() {
      return from(new Narrowed(this), () -> AggregateMetaEntity.sk());
    }

    /**
     * Narrows the query to the sort keys up to the key of the {@code aggregateMeta} item, included:
     * {@code sk <= #METADATA}.
     *
     * @return the narrowed query, a copy of this one
     */
    public Narrowed upToAggregateMeta() {
      return upTo(new Narrowed(this), () -> AggregateMetaEntity.sk());
    }

    /**
     * Narrows the query to the sort keys from the key of the {@code event} item with these components, included:
     * {@code sk >= EVENT#${seqNum}}.
     *
     * @param seqNum the {@code seqNum} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed fromEvent(long seqNum) {
      return from(new Narrowed(this), () -> EventEntity.sk(seqNum));
    }

    /**
     * Narrows the query to the sort keys up to the key of the {@code event} item with these components, included:
     * {@code sk <= EVENT#${seqNum}}.
     *
     * @param seqNum the {@code seqNum} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed upToEvent(long seqNum) {
      return upTo(new Narrowed(this), () -> EventEntity.sk(seqNum));
    }

    /**
     * Narrows the query to the sort keys from the key of the {@code snapshot} item, included:
     * {@code sk >= #SNAPSHOT}.
     *
     * @return the narrowed query, a copy of this one
     */
    public Narrowed fromSnapshot() {
      return from(new Narrowed(this), () -> SnapshotEntity.sk());
    }

    /**
     * Narrows the query to the sort keys up to the key of the {@code snapshot} item, included:
     * {@code sk <= #SNAPSHOT}.
     *
     * @return the narrowed query, a copy of this one
     */
    public Narrowed upToSnapshot() {
      return upTo(new Narrowed(this), () -> SnapshotEntity.sk());
    }

    /**
     * A filter of this collection: the {@code aggregateMeta} items that match {@code condition}. Join it with the other
     * members' filters by {@code and}, {@code or} and {@code not}, and pass it to {@code filter(...)}.
     *
     * @param condition built from the attribute constants of {@link AggregateMetaEntity}
     * @return the filter
     */
    public static CollectionFilter<AggregateCollection> whereAggregateMeta(
        Condition<AggregateMeta> condition) {
      return memberFilter(AggregateMetaEntity.SCHEMA, condition);
    }

    /**
     * A filter of this collection: the {@code event} items that match {@code condition}. Join it with the other
     * members' filters by {@code and}, {@code or} and {@code not}, and pass it to {@code filter(...)}.
     *
     * @param condition built from the attribute constants of {@link EventEntity}
     * @return the filter
     */
    public static CollectionFilter<AggregateCollection> whereEvent(Condition<Event> condition) {
      return memberFilter(EventEntity.SCHEMA, condition);
    }

    /**
     * A filter of this collection: the {@code snapshot} items that match {@code condition}. Join it with the other
     * members' filters by {@code and}, {@code or} and {@code not}, and pass it to {@code filter(...)}.
     *
     * @param condition built from the attribute constants of {@link SnapshotEntity}
     * @return the filter
     */
    public static CollectionFilter<AggregateCollection> whereSnapshot(
        Condition<Snapshot> condition) {
      return memberFilter(SnapshotEntity.SCHEMA, condition);
    }

    /**
     * The query of collection {@code aggregate} narrowed by its sort key: the modifiers and terminals, no further narrowing.
     */
    public static final class Narrowed extends CollectionQuery<AggregateCollection, Item, Narrowed> {
      private Narrowed(CollectionQuery<AggregateCollection, Item, ?> query) {
        super(query);
      }

      /**
       * Uses strongly consistent reads, which see every write acknowledged before the query (twice the
       * read cost).
       *
       * @return this query
       */
      public Narrowed consistent() {
        readConsistently();
        return this;
      }
    }
  }

  /**
   * The items of one partition of collection {@code aggregate}, by entity.
   */
  public static final class AggregateCollection {
    private final Optional<AggregateMeta> aggregateMeta;

    private final List<Event> events;

    private final Optional<Snapshot> snapshot;

    private final List<InvalidItem> invalidItems;

    /**
     * Creates the value.
     *
     * @param aggregateMeta the {@code aggregateMeta} item, empty when there is none
     * @param events the {@code event} items in query order
     * @param snapshot the {@code snapshot} item, empty when there is none
     * @param invalidItems the skipped items that could not be read, after {@code skipInvalid()}
     */
    public AggregateCollection(Optional<AggregateMeta> aggregateMeta, List<Event> events,
        Optional<Snapshot> snapshot, List<InvalidItem> invalidItems) {
      this.aggregateMeta = Objects.requireNonNull(aggregateMeta, "aggregateMeta");
      this.events = Objects.requireNonNull(events, "events");
      this.snapshot = Objects.requireNonNull(snapshot, "snapshot");
      this.invalidItems = Objects.requireNonNull(invalidItems, "invalidItems");
    }

    /**
     * Creates the value with no {@code invalidItems}.
     *
     * @param aggregateMeta the {@code aggregateMeta} item, empty when there is none
     * @param events the {@code event} items in query order
     * @param snapshot the {@code snapshot} item, empty when there is none
     */
    public AggregateCollection(Optional<AggregateMeta> aggregateMeta, List<Event> events,
        Optional<Snapshot> snapshot) {
      this(aggregateMeta, events, snapshot, List.of());
    }

    /**
     * The value's {@code aggregateMeta}.
     *
     * @return the {@code aggregateMeta} item, empty when there is none
     */
    public Optional<AggregateMeta> aggregateMeta() {
      return aggregateMeta;
    }

    /**
     * The value's {@code events}.
     *
     * @return the {@code event} items in query order
     */
    public List<Event> events() {
      return events;
    }

    /**
     * The value's {@code snapshot}.
     *
     * @return the {@code snapshot} item, empty when there is none
     */
    public Optional<Snapshot> snapshot() {
      return snapshot;
    }

    /**
     * The value's {@code invalidItems}.
     *
     * @return the skipped items that could not be read, after {@code skipInvalid()}
     */
    public List<InvalidItem> invalidItems() {
      return invalidItems;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof AggregateCollection that && aggregateMeta.equals(that.aggregateMeta)
          && events.equals(that.events) && snapshot.equals(that.snapshot)
          && invalidItems.equals(that.invalidItems);
    }

    @Override
    public int hashCode() {
      return Objects.hash(aggregateMeta, events, snapshot, invalidItems);
    }

    @Override
    public String toString() {
      return "AggregateCollection[aggregateMeta=" + aggregateMeta + ", events=" + events + ", snapshot=" + snapshot + ", invalidItems=" + invalidItems + "]";
    }
  }

  /**
   * An item of this service's table as {@link #parse} reads it: one class per entity, and
   * {@link Unknown} for anything else.
   */
  public sealed interface Item {
  }

  /**
   * A stream image of {@link AggregateMeta} ({@code aggregateMeta}).
   */
  public static final class AggregateMetaItem implements Item {
    private final AggregateMeta value;

    /**
     * Creates the value.
     *
     * @param value the record the image holds
     */
    public AggregateMetaItem(AggregateMeta value) {
      this.value = Objects.requireNonNull(value, "value");
    }

    /**
     * The value's {@code value}.
     *
     * @return the record the image holds
     */
    public AggregateMeta value() {
      return value;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof AggregateMetaItem that && value.equals(that.value);
    }

    @Override
    public int hashCode() {
      return Objects.hash(value);
    }

    @Override
    public String toString() {
      return "AggregateMetaItem[value=" + value + "]";
    }
  }

  /**
   * A stream image of {@link Event} ({@code event}).
   */
  public static final class EventItem implements Item {
    private final Event value;

    /**
     * Creates the value.
     *
     * @param value the record the image holds
     */
    public EventItem(Event value) {
      this.value = Objects.requireNonNull(value, "value");
    }

    /**
     * The value's {@code value}.
     *
     * @return the record the image holds
     */
    public Event value() {
      return value;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof EventItem that && value.equals(that.value);
    }

    @Override
    public int hashCode() {
      return Objects.hash(value);
    }

    @Override
    public String toString() {
      return "EventItem[value=" + value + "]";
    }
  }

  /**
   * A stream image of {@link Snapshot} ({@code snapshot}).
   */
  public static final class SnapshotItem implements Item {
    private final Snapshot value;

    /**
     * Creates the value.
     *
     * @param value the record the image holds
     */
    public SnapshotItem(Snapshot value) {
      this.value = Objects.requireNonNull(value, "value");
    }

    /**
     * The value's {@code value}.
     *
     * @return the record the image holds
     */
    public Snapshot value() {
      return value;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof SnapshotItem that && value.equals(that.value);
    }

    @Override
    public int hashCode() {
      return Objects.hash(value);
    }

    @Override
    public String toString() {
      return "SnapshotItem[value=" + value + "]";
    }
  }

  /**
   * A stream image of no entity of this service (another entity or version, a guard item).
   */
  public static final class Unknown implements Item {
    private final Map<String, AttributeValue> item;

    /**
     * Creates the value.
     *
     * @param item the image as it came
     */
    public Unknown(Map<String, AttributeValue> item) {
      this.item = Objects.requireNonNull(item, "item");
    }

    /**
     * The value's {@code item}.
     *
     * @return the image as it came
     */
    public Map<String, AttributeValue> item() {
      return item;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Unknown that && item.equals(that.item);
    }

    @Override
    public int hashCode() {
      return Objects.hash(item);
    }

    @Override
    public String toString() {
      return "Unknown[item=" + item + "]";
    }
  }

  /**
   * A change of this service's table as {@link #change} reads it from a stream record: one class per
   * entity, and {@link UnknownChange} for anything else.
   */
  public sealed interface Change extends StreamChange {
  }

  /**
   * A change of {@link AggregateMeta} ({@code aggregateMeta}).
   */
  public static final class AggregateMetaChange extends EntityChange<AggregateMeta, AggregateMetaChange.Field> implements Change {
    private AggregateMetaChange(ChangeRecord record, AggregateMeta oldValue,
        AggregateMeta newValue) {
      super(record, oldValue, newValue, changed(oldValue, newValue));
    }

    private static AggregateMetaChange read(ChangeRecord record,
        Map<String, AttributeValue> image) {
      // The image change() found to be this entity's (the new one, else the old) is decoded
      // without asking its identity again; the other image is asked.
      Map<String, AttributeValue> oldImage = record.oldImage().orElse(null);
      Map<String, AttributeValue> newImage = record.newImage().orElse(null);
      return new AggregateMetaChange(record,
          oldImage == image || oldImage != null && AggregateMetaEntity.SCHEMA.owns(oldImage) ? Identity.readOwned(AggregateMetaEntity.SCHEMA, oldImage) : null,
          newImage == image ? Identity.readOwned(AggregateMetaEntity.SCHEMA, newImage) : newImage == null ? null : AggregateMetaEntity.fromItem(newImage));
    }

    private static Set<Field> changed(AggregateMeta before, AggregateMeta after) {
      EnumSet<Field> changed = EnumSet.noneOf(Field.class);
      if (before == null || after == null) {
        return changed;
      }
      if (!Objects.deepEquals(before.aggregateType(), after.aggregateType())) {
        changed.add(Field.AGGREGATE_TYPE);
      }
      if (!Objects.deepEquals(before.aggregateId(), after.aggregateId())) {
        changed.add(Field.AGGREGATE_ID);
      }
      if (before.currentSeqNum() != after.currentSeqNum()) {
        changed.add(Field.CURRENT_SEQ_NUM);
      }
      if (before.version() != after.version()) {
        changed.add(Field.VERSION);
      }
      if (!Objects.deepEquals(before.createdAt(), after.createdAt())) {
        changed.add(Field.CREATED_AT);
      }
      if (!Objects.deepEquals(before.updatedAt(), after.updatedAt())) {
        changed.add(Field.UPDATED_AT);
      }
      return changed;
    }

    /**
     * The components of {@link AggregateMeta}, as {@link #changed()} names them.
     */
    public enum Field {
      /**
       * Component {@code aggregateType}.
       */
      AGGREGATE_TYPE,

      /**
       * Component {@code aggregateId}.
       */
      AGGREGATE_ID,

      /**
       * Component {@code currentSeqNum}.
       */
      CURRENT_SEQ_NUM,

      /**
       * Component {@code version}.
       */
      VERSION,

      /**
       * Component {@code createdAt}.
       */
      CREATED_AT,

      /**
       * Component {@code updatedAt}.
       */
      UPDATED_AT
    }
  }

  /**
   * A change of {@link Event} ({@code event}).
   */
  public static final class EventChange extends EntityChange<Event, EventChange.Field> implements Change {
    private EventChange(ChangeRecord record, Event oldValue, Event newValue) {
      super(record, oldValue, newValue, changed(oldValue, newValue));
    }

    private static EventChange read(ChangeRecord record, Map<String, AttributeValue> image) {
      // The image change() found to be this entity's (the new one, else the old) is decoded
      // without asking its identity again; the other image is asked.
      Map<String, AttributeValue> oldImage = record.oldImage().orElse(null);
      Map<String, AttributeValue> newImage = record.newImage().orElse(null);
      return new EventChange(record,
          oldImage == image || oldImage != null && EventEntity.SCHEMA.owns(oldImage) ? Identity.readOwned(EventEntity.SCHEMA, oldImage) : null,
          newImage == image ? Identity.readOwned(EventEntity.SCHEMA, newImage) : newImage == null ? null : EventEntity.fromItem(newImage));
    }

    private static Set<Field> changed(Event before, Event after) {
      EnumSet<Field> changed = EnumSet.noneOf(Field.class);
      if (before == null || after == null) {
        return changed;
      }
      if (!Objects.deepEquals(before.aggregateType(), after.aggregateType())) {
        changed.add(Field.AGGREGATE_TYPE);
      }
      if (!Objects.deepEquals(before.aggregateId(), after.aggregateId())) {
        changed.add(Field.AGGREGATE_ID);
      }
      if (before.seqNum() != after.seqNum()) {
        changed.add(Field.SEQ_NUM);
      }
      if (!Objects.deepEquals(before.eventType(), after.eventType())) {
        changed.add(Field.EVENT_TYPE);
      }
      if (!Objects.deepEquals(before.eventId(), after.eventId())) {
        changed.add(Field.EVENT_ID);
      }
      if (!Objects.deepEquals(before.payload(), after.payload())) {
        changed.add(Field.PAYLOAD);
      }
      if (!Objects.deepEquals(before.occurredAt(), after.occurredAt())) {
        changed.add(Field.OCCURRED_AT);
      }
      return changed;
    }

    /**
     * The components of {@link Event}, as {@link #changed()} names them.
     */
    public enum Field {
      /**
       * Component {@code aggregateType}.
       */
      AGGREGATE_TYPE,

      /**
       * Component {@code aggregateId}.
       */
      AGGREGATE_ID,

      /**
       * Component {@code seqNum}.
       */
      SEQ_NUM,

      /**
       * Component {@code eventType}.
       */
      EVENT_TYPE,

      /**
       * Component {@code eventId}.
       */
      EVENT_ID,

      /**
       * Component {@code payload}.
       */
      PAYLOAD,

      /**
       * Component {@code occurredAt}.
       */
      OCCURRED_AT
    }
  }

  /**
   * A change of {@link Snapshot} ({@code snapshot}).
   */
  public static final class SnapshotChange extends EntityChange<Snapshot, SnapshotChange.Field> implements Change {
    private SnapshotChange(ChangeRecord record, Snapshot oldValue, Snapshot newValue) {
      super(record, oldValue, newValue, changed(oldValue, newValue));
    }

    private static SnapshotChange read(ChangeRecord record, Map<String, AttributeValue> image) {
      // The image change() found to be this entity's (the new one, else the old) is decoded
      // without asking its identity again; the other image is asked.
      Map<String, AttributeValue> oldImage = record.oldImage().orElse(null);
      Map<String, AttributeValue> newImage = record.newImage().orElse(null);
      return new SnapshotChange(record,
          oldImage == image || oldImage != null && SnapshotEntity.SCHEMA.owns(oldImage) ? Identity.readOwned(SnapshotEntity.SCHEMA, oldImage) : null,
          newImage == image ? Identity.readOwned(SnapshotEntity.SCHEMA, newImage) : newImage == null ? null : SnapshotEntity.fromItem(newImage));
    }

    private static Set<Field> changed(Snapshot before, Snapshot after) {
      EnumSet<Field> changed = EnumSet.noneOf(Field.class);
      if (before == null || after == null) {
        return changed;
      }
      if (!Objects.deepEquals(before.aggregateType(), after.aggregateType())) {
        changed.add(Field.AGGREGATE_TYPE);
      }
      if (!Objects.deepEquals(before.aggregateId(), after.aggregateId())) {
        changed.add(Field.AGGREGATE_ID);
      }
      if (!Objects.deepEquals(before.state(), after.state())) {
        changed.add(Field.STATE);
      }
      if (before.lastSeqNum() != after.lastSeqNum()) {
        changed.add(Field.LAST_SEQ_NUM);
      }
      if (!Objects.deepEquals(before.expiresAt(), after.expiresAt())) {
        changed.add(Field.EXPIRES_AT);
      }
      return changed;
    }

    /**
     * The components of {@link Snapshot}, as {@link #changed()} names them.
     */
    public enum Field {
      /**
       * Component {@code aggregateType}.
       */
      AGGREGATE_TYPE,

      /**
       * Component {@code aggregateId}.
       */
      AGGREGATE_ID,

      /**
       * Component {@code state}.
       */
      STATE,

      /**
       * Component {@code lastSeqNum}.
       */
      LAST_SEQ_NUM,

      /**
       * Component {@code expiresAt}.
       */
      EXPIRES_AT
    }
  }

  /**
   * A change of an item no entity of this service reads: another entity or version, a guard or
   * checkpoint item, an item that does not decode, or any item of a {@code KEYS_ONLY} stream.
   */
  public static final class UnknownChange extends UnrecognisedChange implements Change {
    private UnknownChange(ChangeRecord record, String reason) {
      super(record, reason);
    }
  }
}
