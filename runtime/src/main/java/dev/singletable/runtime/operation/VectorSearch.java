package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.codec.InvalidItems;
import dev.singletable.runtime.internal.write.Vectors;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * A search of a vector index ({@code SearchVectors}): the items nearest a query vector, in the
 * order DynamoDB scores them, each with its score. The base of the search steps generated for each
 * {@code @VectorIndex}, which add typed equality filters on the index's filter components only. A
 * search of an index that stores every attribute returns the entity's records, and {@link
 * #attributes} may ask for fewer of their attributes; one of an index that stores less ({@code
 * KEYS_ONLY}, {@code INCLUDE}) returns the generated projection record of what it stores, whose
 * {@code primaryKey()} the entity's {@code hydrate(...)} reads the full records by.
 *
 * <pre>{@code
 * List<VectorSearch.Scored<Product>> similar = products.search().similar(vector, "shoes")
 *     .brand("acme").topK(5).list();
 * }</pre>
 *
 * <p>Checked before anything is sent: the query vector has the index's dimensions and finite
 * elements, {@code topK} is 1 to {@value #MAX_TOP_K}. The answer is read as every other read: an
 * item of another entity in the index is skipped, an item of this entity that cannot be decoded is
 * refused ({@code InvalidItemException}). DynamoDB returns at most {@code topK} items and no next
 * page. Nothing is sent before a terminal ({@link #result()}, {@link #list()} and their async twins);
 * a search step is not thread-safe, a terminal may be called again.
 *
 * @param <T> what the search returns: the entity's record type, or the index's projection record
 * @param <S> the generated step, returned by the methods that narrow the search
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/vector-search.md#vector-search">Vector search</a>
 */
public abstract class VectorSearch<T, S extends VectorSearch<T, S>> {
  /** The most items one search returns, DynamoDB's limit on {@code TopK}. */
  public static final int MAX_TOP_K = 100;
  /** The items a search returns unless {@link #topK(int)} says otherwise. */
  public static final int DEFAULT_TOP_K = 10;

  private static final String OPERATION = "searchVectors";

  private final Table table;
  private final EntitySchema<T> schema;
  private final String indexName;
  private final List<AttributeValue> vector;
  private final Map<String, String> names = new LinkedHashMap<>();
  private final Map<String, AttributeValue> values = new LinkedHashMap<>();
  private final List<String> conditions = new ArrayList<>();
  private Set<String> projection;
  private int topK = DEFAULT_TOP_K;
  private ReturnConsumedCapacity capacity;

  /**
   * A search of the items nearest {@code vector}; for generated steps.
   *
   * @param table the table
   * @param schema the entity, or the index's projection
   * @param indexName the vector index
   * @param vectorComponent the component holding the index's vectors, for messages
   * @param dimensions the index's dimensions
   * @param vector the query vector
   * @throws InvalidValueException naming entity, component, index and the vector's length, when the
   *     vector is null, not {@code dimensions} long, or holds an element that is not a finite float
   */
  protected VectorSearch(Table table, EntitySchema<T> schema, String indexName, String vectorComponent,
      int dimensions, List<? extends Number> vector) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.indexName = Objects.requireNonNull(indexName, "indexName");
    if (vector == null) {
      throw new InvalidValueException(schema.entityName(), vectorComponent, null, "a search of vector index "
          + indexName + " needs a query vector");
    }
    Vectors.check(schema.entityName(), vectorComponent, indexName, dimensions, vector);
    List<AttributeValue> elements = new ArrayList<>(vector.size());
    for (Number element : vector) {
      elements.add(AttributeValue.fromN(Float.toString(element.floatValue())));
    }
    this.vector = Collections.unmodifiableList(elements);
  }

  /**
   * This step, as the generated class types it.
   *
   * @return {@code this}
   */
  protected abstract S self();

  /**
   * Keeps the items whose attribute equals the value: the search partition, or an inline filter;
   * for generated steps.
   *
   * @param attribute the entity's attribute constant (a search returning projection records filters on
   *     the entity's attributes all the same)
   * @param value its value
   * @param <V> the attribute's type
   * @return this step
   * @throws InvalidValueException when the value is null or cannot be stored
   */
  protected final <V> S equal(AttributePath<?, V> attribute, V value) {
    String name = "#v" + names.size();
    String placeholder = ":v" + values.size();
    AttributeValue encoded = attribute.encode(value);
    names.put(name, attribute.name());
    values.put(placeholder, encoded);
    conditions.add(name + " = " + placeholder);
    return self();
  }

  /**
   * How many items to return: the nearest {@code k}.
   *
   * @param k 1 to {@value #MAX_TOP_K}
   * @return this step
   * @throws InvalidValueException when {@code k} is outside 1 to {@value #MAX_TOP_K}
   */
  public final S topK(int k) {
    if (k < 1 || k > MAX_TOP_K) {
      throw new InvalidValueException(schema.entityName(), "topK", k, "is outside 1 to " + MAX_TOP_K
          + ", the items a search of vector index " + indexName + " may return");
    }
    this.topK = k;
    return self();
  }

  /**
   * Reads only the given attributes (a {@code ProjectionExpression}), besides those every record
   * needs: the components of the primary key, primitive components and the identity attributes.
   * Other components come back null, the query vector's too unless named. As {@code attributes} of
   * a query: a record read so is a partial view, and writing it back with {@code put} would drop
   * what was not read. A search returning projection records takes none (the entity's attribute
   * constants name the entity's type): the index decides what they hold.
   *
   * @param attributes the entity's attribute constants
   * @return this step
   * @throws IllegalArgumentException when an attribute belongs to another entity
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is only read
  public final S attributes(AttributePath<T, ?>... attributes) {
    List<String> keyFields = new ArrayList<>();
    keyFields.add(schema.partitionKeyField());
    if (schema.sortKeyField() != null) {
      keyFields.add(schema.sortKeyField());
    }
    this.projection = Projection.of(schema, keyFields, attributes);
    return self();
  }

  /**
   * Asks DynamoDB for the capacity the search consumes, read from {@link Result#consumedCapacity()}.
   *
   * @param level what to report
   * @return this step
   */
  public final S returnConsumedCapacity(ReturnConsumedCapacity level) {
    this.capacity = Objects.requireNonNull(level, "level");
    return self();
  }

  /**
   * The request a terminal sends.
   *
   * @return the {@code SearchVectors} request
   */
  public final SearchVectorsRequest request() {
    SearchVectorsRequest.Builder request = SearchVectorsRequest.builder()
        .tableName(table.name())
        .indexName(indexName)
        .searchVector(vector)
        .topK(topK);
    Map<String, String> allNames = new LinkedHashMap<>(names);
    if (projection != null) {
      List<String> placeholders = new ArrayList<>(projection.size());
      for (String attribute : projection) {
        String name = "#p" + placeholders.size();
        allNames.put(name, attribute);
        placeholders.add(name);
      }
      request.projectionExpression(String.join(", ", placeholders));
    }
    if (!conditions.isEmpty()) {
      request.searchConditionExpression(String.join(" AND ", conditions))
          .expressionAttributeValues(Map.copyOf(values));
    }
    if (!allNames.isEmpty()) {
      request.expressionAttributeNames(Map.copyOf(allNames));
    }
    if (capacity != null) {
      request.returnConsumedCapacity(capacity);
    }
    return request.build();
  }

  /**
   * Searches.
   *
   * @return the nearest items, with their scores, and the consumed capacity when asked for
   */
  public final Result<T> result() {
    return Dispatch.send(table, Call.SEARCH_VECTORS, OPERATION, schema.entityName(), request(), this::decode);
  }

  /**
   * Searches, without blocking.
   *
   * @return the nearest items, with their scores; what {@link #result()} would throw completes it
   *     exceptionally
   */
  public final CompletableFuture<Result<T>> resultAsync() {
    SearchVectorsRequest request;
    try {
      request = request();
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
    return Dispatch.sendAsync(table, Call.SEARCH_VECTORS, OPERATION, schema.entityName(), request, this::decode);
  }

  /**
   * Searches.
   *
   * @return the nearest items, with their scores, nearest first
   */
  public final List<Scored<T>> list() {
    return result().items();
  }

  /**
   * Searches, without blocking.
   *
   * @return the nearest items, with their scores, nearest first
   */
  public final CompletableFuture<List<Scored<T>>> listAsync() {
    return resultAsync().thenApply(Result::items);
  }

  private Result<T> decode(SearchVectorsResponse response) {
    List<Scored<T>> items = new ArrayList<>(response.searchResults().size());
    for (SearchResultItem found : response.searchResults()) {
      Map<String, AttributeValue> item = found.item();
      if (!schema.owns(item)) {
        continue;  // another entity's item in a shared index, as a query skips it
      }
      T value = InvalidItems.readOwned(table, OPERATION, schema, item, null);
      items.add(new Scored<>(value, found.score() == null ? Double.NaN : found.score()));
    }
    return new Result<>(items, response.consumedCapacity());
  }

  /**
   * One item found, and its score: a distance (lower is nearer) for {@code COSINE} and {@code
   * EUCLIDEAN}, a similarity (higher is nearer) for {@code DOT_PRODUCT}.
   *
   * @param item the record, or the index's projection record
   * @param score DynamoDB's score
   * @param <T> the entity's record type, or the index's projection record
   */
  public record Scored<T>(T item, double score) {
    /**
     * Checks the item.
     *
     * @param item the record
     * @param score the score
     */
    public Scored {
      Objects.requireNonNull(item, "item");
    }
  }

  /**
   * What a search returns.
   *
   * @param items the items of this entity, in DynamoDB's order (nearest first)
   * @param capacity the capacity consumed, when {@link #returnConsumedCapacity} asked for it; else null
   * @param <T> the entity's record type, or the index's projection record
   */
  public record Result<T>(List<Scored<T>> items, VectorCapacity capacity) {
    /**
     * Copies the list.
     *
     * @param items the items
     * @param capacity the capacity, may be null
     */
    public Result {
      items = List.copyOf(items);
    }

    /**
     * The capacity consumed.
     *
     * @return what DynamoDB reported, empty when it reported nothing
     */
    public Optional<VectorCapacity> consumedCapacity() {
      return Optional.ofNullable(capacity);
    }
  }
}
