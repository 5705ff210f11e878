package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.key.KeyTemplate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A second entity written the way the processor generates one: a customer profile in the same
 * partition as the customer's {@link OrderSchema orders} ({@code CUSTOMER#id} / {@code #PROFILE}),
 * for tests that mix entities.
 */
final class CustomerSchema implements EntitySchema<CustomerSchema.Customer> {
  record Customer(String id, String name, String email) {}

  static final CustomerSchema CUSTOMERS = new CustomerSchema();

  private static final String NAME = "customer";
  private static final Identity IDENTITY = Identity.of(NAME, 1);
  private static final KeyTemplate PK = KeyTemplate.parse(NAME, "pk", "CUSTOMER#${id}");
  private static final KeyTemplate SK = KeyTemplate.parse(NAME, "sk", "#PROFILE");

  private CustomerSchema() {}

  static Key<Customer> key(String id) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    Items.putString(key, "pk", PK.render(PK.text(0, id)));
    Items.putString(key, "sk", SK.render());
    return Key.of(key);
  }

  @Override
  public String service() {
    return "shop";
  }

  @Override
  public String entityName() {
    return NAME;
  }

  @Override
  public int entityVersion() {
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
    return List.of();
  }

  @Override
  public Map<String, AttributeValue> toItem(Customer value) {
    Map<String, AttributeValue> item = new LinkedHashMap<>(keyOf(value));
    Items.putString(item, "id", value.id());
    Items.putString(item, "name", value.name());
    Items.putString(item, "email", value.email());
    IDENTITY.stamp(item);
    return item;
  }

  @Override
  public boolean owns(Map<String, AttributeValue> item) {
    return IDENTITY.matches(item);
  }

  @Override
  public Customer fromItem(Map<String, AttributeValue> item) {
    IDENTITY.require(item);
    return new Customer(
        Items.get(item, NAME, "id", Codecs.ofString()),
        Items.get(item, NAME, "name", Codecs.ofString()),
        Items.get(item, NAME, "email", Codecs.ofString()));
  }

  @Override
  public Key<Customer> keyOf(Customer value) {
    return key(value.id());
  }
}
