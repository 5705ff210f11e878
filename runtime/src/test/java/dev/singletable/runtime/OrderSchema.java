package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.key.IndexKeys;
import dev.singletable.runtime.internal.key.KeyTemplate;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A schema written the way the processor generates one, for tests that need an entity: a fixture
 * shared by the tests of the runtime's packages.
 */
public final class OrderSchema implements EntitySchema<OrderSchema.Order>, IndexKeys.Owner {
  public record Order(String customerId, long orderNumber, String status, Instant placedAt) {}

  public static final IndexDefinition BY_STATUS = new IndexDefinition("gsi1", "gsi1pk", "gsi1sk");
  public static final OrderSchema ORDERS = new OrderSchema("order", 1, "sk", List.of(BY_STATUS));

  private final String name;
  private final int version;
  private final Identity identity;
  private final String sortKeyField;
  private final List<IndexDefinition> indexes;
  private final KeyTemplate pk;
  private final KeyTemplate sk;
  private final KeyTemplate statusPk;
  private final KeyTemplate statusSk;
  private final List<IndexKeys> indexKeys;

  public OrderSchema(String name, int version, String sortKeyField, List<IndexDefinition> indexes) {
    this(name, version, sortKeyField, indexes, List.of());
  }

  private OrderSchema(String name, int version, String sortKeyField, List<IndexDefinition> indexes,
      List<IndexKeys> indexKeys) {
    this.indexKeys = indexKeys;
    this.name = name;
    this.version = version;
    this.identity = Identity.of(name, version);
    this.sortKeyField = sortKeyField;
    this.indexes = indexes;
    this.pk = KeyTemplate.parse(name, "pk", "CUSTOMER#${customerId}");
    this.sk = KeyTemplate.parse(name, "sk", "ORDER#${orderNumber}");
    this.statusPk = KeyTemplate.parse(name, "gsi1pk", "STATUS#${status}");
    this.statusSk = KeyTemplate.parse(name, "gsi1sk", "ORDER#${orderNumber}");
  }

  /** This schema with the index keys an update of it writes, as a generated schema holds them. */
  public OrderSchema withIndexKeys(List<IndexKeys> keys) {
    return new OrderSchema(name, version, sortKeyField, indexes, keys);
  }

  @Override
  public List<IndexKeys> indexKeys() {
    return indexKeys;
  }

  @Override
  public String service() {
    return "shop";
  }

  @Override
  public String entityName() {
    return name;
  }

  @Override
  public int entityVersion() {
    return version;
  }

  @Override
  public String partitionKeyField() {
    return "pk";
  }

  @Override
  public String sortKeyField() {
    return sortKeyField;
  }

  @Override
  public List<IndexDefinition> indexes() {
    return indexes;
  }

  @Override
  public List<String> requiredAttributes() {
    return List.of("customerId", "orderNumber");
  }

  @Override
  public Map<String, AttributeValue> toItem(Order value) {
    Map<String, AttributeValue> item = new HashMap<>(keyOf(value));
    if (value.status() != null) {
      Items.putString(item, "gsi1pk", statusPk.render(statusPk.text(0, value.status())));
      Items.putString(item, "gsi1sk", statusSk.render(statusSk.padded(0, value.orderNumber(), 5)));
    }
    Items.putString(item, "customerId", value.customerId());
    Items.putLong(item, "orderNumber", value.orderNumber());
    Items.putString(item, "status", value.status());
    Items.put(item, name, "placedAt", value.placedAt(), Codecs.ofInstant());
    identity.stamp(item);
    return item;
  }

  @Override
  public boolean owns(Map<String, AttributeValue> item) {
    return identity.matches(item);
  }

  @Override
  public Order fromItem(Map<String, AttributeValue> item) {
    identity.require(item);
    return new Order(
        Items.get(item, name, "customerId", Codecs.ofString()),
        Items.requireLong(item, name, "orderNumber"),
        Items.get(item, name, "status", Codecs.ofString()),
        Items.get(item, name, "placedAt", Codecs.ofInstant()));
  }

  @Override
  public Key<Order> keyOf(Order value) {
    Map<String, AttributeValue> key = new HashMap<>();
    Items.putString(key, "pk", pk.render(pk.text(0, value.customerId())));
    if (sortKeyField != null) {
      Items.putString(key, sortKeyField, sk.render(sk.padded(0, value.orderNumber(), 5)));
    }
    return Key.of(key);
  }
}
