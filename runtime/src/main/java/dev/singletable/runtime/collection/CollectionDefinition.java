package dev.singletable.runtime.collection;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.read.Membership;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a generated service knows of one collection: the index it lives on, the key attributes, its
 * member entities (each with the sealed item type its values are wrapped in) and how a {@link
 * CollectionResult} becomes the generated typed grouping. Built once per collection as a constant.
 *
 * <pre>{@code
 * static final CollectionDefinition<OrdersCollection, Item> ORDERS =
 *     CollectionDefinition.<OrdersCollection, Item>builder("orders", null, "pk", "sk")
 *         .member(CustomerEntity.SCHEMA, CustomerItem::new)
 *         .member(OrderEntity.SCHEMA, OrderItem::new)
 *         .build(result -> new OrdersCollection(result.item(CustomerEntity.SCHEMA),
 *             result.items(OrderEntity.SCHEMA), result.invalidItems()));
 * }</pre>
 *
 * @param <G> the typed grouping of the members' items
 * @param <I> the sealed item type a {@code stream()} delivers
 */
public final class CollectionDefinition<G, I> {
  private final String name;
  private final String indexName;
  private final String partitionKeyField;
  private final String sortKeyField;
  private final Map<String, Member<?, I>> members;
  /** The members in order, by their position in {@link #membership}. */
  private final List<Member<?, I>> ordered;
  private final Membership membership;
  private final PartitionCondition partitionCondition;
  private final Function<? super CollectionResult, ? extends G> grouping;
  /** Whether reads keep every member's item, as its sealed item, in query order: a shared layout's. */
  private final boolean inQueryOrder;

  private CollectionDefinition(Builder<G, I> builder, Function<? super CollectionResult, ? extends G> grouping,
      boolean inQueryOrder) {
    this.name = builder.name;
    this.indexName = builder.indexName;
    this.partitionKeyField = builder.partitionKeyField;
    this.sortKeyField = builder.sortKeyField;
    this.members = new LinkedHashMap<>(builder.members);
    this.ordered = List.copyOf(members.values());
    this.membership = Membership.of(members());
    this.partitionCondition = PartitionCondition.of(partitionKeyField);
    this.grouping = Objects.requireNonNull(grouping, "grouping");
    this.inQueryOrder = inQueryOrder;
  }

  /**
   * Starts a definition.
   *
   * @param name the collection name
   * @param indexName the global secondary index, or null for the table's primary index
   * @param partitionKeyField the partition key attribute of that index
   * @param sortKeyField its sort key attribute, or null when it has none
   * @param <G> the typed grouping
   * @param <I> the sealed item type
   * @return a builder
   */
  public static <G, I> Builder<G, I> builder(String name, String indexName, String partitionKeyField,
      String sortKeyField) {
    return new Builder<>(name, indexName, partitionKeyField, sortKeyField);
  }

  /**
   * The collection name.
   *
   * @return the name of {@code collection = ...}
   */
  public String name() {
    return name;
  }

  /**
   * The index the collection lives on.
   *
   * @return the global secondary index, or null for the table's primary index
   */
  public String indexName() {
    return indexName;
  }

  /**
   * The partition key attribute of the index.
   *
   * @return the attribute name
   */
  public String partitionKeyField() {
    return partitionKeyField;
  }

  /**
   * The sort key attribute of the index.
   *
   * @return the attribute name, or null when the index has no sort key
   */
  public String sortKeyField() {
    return sortKeyField;
  }

  /**
   * The member entities, in the order they were added.
   *
   * @return their schemas
   */
  public List<EntitySchema<?>> members() {
    List<EntitySchema<?>> schemas = new ArrayList<>(members.size());
    for (Member<?, I> member : members.values()) {
      schemas.add(member.schema);
    }
    return schemas;
  }

  /** The member an item belongs to, or null for an item of another entity or version. */
  Member<?, I> memberOf(Map<String, AttributeValue> item) {
    // One identity asked by the item's type value; members that own by keys alone are asked in turn.
    int index = membership.indexOf(item);
    return index < 0 ? null : ordered.get(index);
  }

  /** How many members the collection has: the positions of {@link Member#position} run below it. */
  int size() {
    return ordered.size();
  }

  /** The key condition of a read of a whole partition, made once. */
  PartitionCondition partitionCondition() {
    return partitionCondition;
  }

  /**
   * The key condition of a read of a whole partition without filter, as an {@link ExpressionBuilder}
   * renders it: the same for every read of the collection but for the partition's value.
   *
   * @param expression {@code #n0 = :v0}
   * @param names the placeholder of the partition key attribute
   * @param value the placeholder of the partition's value
   */
  record PartitionCondition(String expression, Map<String, String> names, String value) {
    static PartitionCondition of(String partitionKeyField) {
      ExpressionBuilder expressions = new ExpressionBuilder();
      String name = expressions.name(partitionKeyField);
      String value = expressions.value(AttributeValue.createS(""));
      return new PartitionCondition(name + " = " + value, Map.copyOf(expressions.names()), value);
    }
  }

  /** Whether a read keeps the members' sealed items in query order, for {@link CollectionResult#sealedItems}. */
  boolean inQueryOrder() {
    return inQueryOrder;
  }

  G group(CollectionResult result) {
    return grouping.apply(result);
  }

  /**
   * A member entity and the wrapping of its records into the sealed item type.
   *
   * @param <T> the record type
   * @param <I> the sealed item type
   */
  static final class Member<T, I> {
    final EntitySchema<T> schema;
    /** Its place among the members, in the order they were added. */
    final int position;
    /** The schema as the decoder of items it owns, null when it is none (then its fromItem reads). */
    private final Identity.Decoder<?> decoder;
    private final Function<? super T, ? extends I> wrap;

    Member(EntitySchema<T> schema, int position, Function<? super T, ? extends I> wrap) {
      this.schema = Objects.requireNonNull(schema, "schema");
      this.position = position;
      this.decoder = schema instanceof Identity.Decoder<?> owned ? owned : null;
      this.wrap = Objects.requireNonNull(wrap, "wrap");
    }

    /**
     * The record of an item this member owns (found by {@link Membership}), its identity not asked
     * again: {@link Identity#readOwned}. The first eight positions each call the decoder from a call
     * of their own: a single call shared by every member sees every member's schema, and the JIT
     * dispatches it through the interface on each item; a call per position sees one schema per
     * collection (two when two collections share the JVM) and compiles that schema's decode in place.
     *
     * @throws dev.singletable.runtime.exception.InvalidValueException as the schema's decode does
     */
    Object read(Map<String, AttributeValue> item) {
      Identity.Decoder<?> owned = decoder;
      if (owned == null) {
        return schema.fromItem(item);
      }
      return switch (position) {
        case 0 -> owned.fromOwnedItem(item);
        case 1 -> owned.fromOwnedItem(item);
        case 2 -> owned.fromOwnedItem(item);
        case 3 -> owned.fromOwnedItem(item);
        case 4 -> owned.fromOwnedItem(item);
        case 5 -> owned.fromOwnedItem(item);
        case 6 -> owned.fromOwnedItem(item);
        case 7 -> owned.fromOwnedItem(item);
        default -> owned.fromOwnedItem(item);
      };
    }

    @SuppressWarnings("unchecked")
    I wrap(Object value) {
      // Safe: only this member's schema.fromItem results are wrapped by it.
      return wrap.apply((T) value);
    }
  }

  /**
   * Collects the members of a definition.
   *
   * @param <G> the typed grouping
   * @param <I> the sealed item type
   */
  public static final class Builder<G, I> {
    private final String name;
    private final String indexName;
    private final String partitionKeyField;
    private final String sortKeyField;
    private final Map<String, Member<?, I>> members = new LinkedHashMap<>();

    private Builder(String name, String indexName, String partitionKeyField, String sortKeyField) {
      this.name = Objects.requireNonNull(name, "name");
      this.indexName = indexName;
      this.partitionKeyField = Objects.requireNonNull(partitionKeyField, "partitionKeyField");
      this.sortKeyField = sortKeyField;
    }

    /**
     * Adds a member entity.
     *
     * @param schema the entity
     * @param wrap how one of its records becomes a sealed item
     * @param <T> its record type
     * @return this builder
     * @throws IllegalArgumentException when the entity is a member already
     */
    public <T> Builder<G, I> member(EntitySchema<T> schema, Function<? super T, ? extends I> wrap) {
      if (members.putIfAbsent(schema.entityName(), new Member<>(schema, members.size(), wrap)) != null) {
        throw new IllegalArgumentException("entity " + schema.entityName() + " is named twice in collection " + name);
      }
      return this;
    }

    /**
     * Ends the definition.
     *
     * @param grouping how the members' items become the typed grouping
     * @return the definition
     * @throws IllegalArgumentException when no member was added
     */
    public CollectionDefinition<G, I> build(Function<? super CollectionResult, ? extends G> grouping) {
      if (members.isEmpty()) {
        throw new IllegalArgumentException("collection " + name + " needs at least one entity");
      }
      return new CollectionDefinition<>(this, grouping, false);
    }

    /**
     * Ends the definition of a shared key layout read as one sealed type: its members' records
     * implement it ({@code sealed interface Info permits Album, Playlist}, each member added with
     * {@code value -> value}), and a read's {@code list()} is every member's item in query order,
     * each as its own record, with what the read skipped ({@link SealedItems}).
     *
     * <pre>{@code
     * static final CollectionDefinition<SealedItems<Info>, Info> INFOS =
     *     CollectionDefinition.<SealedItems<Info>, Info>builder("Info", null, "pk", "sk")
     *         .member(AlbumEntity.SCHEMA, album -> album)
     *         .member(PlaylistEntity.SCHEMA, playlist -> playlist)
     *         .buildInQueryOrder();
     * }</pre>
     *
     * @return the definition
     * @throws IllegalArgumentException when no member was added
     */
    @SuppressWarnings("unchecked") // G is SealedItems<I> wherever this is called: the grouping makes one
    public CollectionDefinition<SealedItems<I>, I> buildInQueryOrder() {
      if (members.isEmpty()) {
        throw new IllegalArgumentException("collection " + name + " needs at least one entity");
      }
      return new CollectionDefinition<>((Builder<SealedItems<I>, I>) (Builder<?, I>) this,
          result -> new SealedItems<>((List<I>) (List<?>) result.sealedItems(), result.skipped(),
              result.invalidItems()), true);
    }
  }
}
