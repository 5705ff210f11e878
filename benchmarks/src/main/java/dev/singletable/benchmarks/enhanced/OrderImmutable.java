package dev.singletable.benchmarks.enhanced;

import dev.singletable.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link dev.singletable.benchmarks.model.Order} as an Enhanced Client immutable class with a builder,
 * storing the same item.
 */
@DynamoDbImmutable(builder = OrderImmutable.Builder.class)
public final class OrderImmutable {
  private final String tenantId;
  private final String orderId;
  private final String customerId;
  private final OrderStatus status;
  private final Instant placedAt;
  private final BigDecimal total;
  private final String currency;
  private final int itemCount;
  private final long weightGrams;
  private final boolean giftWrapped;
  private final double discountRate;
  private final String channel;
  private final String shippingMethod;
  private final String shippingCity;
  private final String shippingCountry;
  private final String couponCode;
  private final String notes;
  private final int priority;
  private final List<String> tags;
  private final Map<String, String> attributes;

  private OrderImmutable(Builder builder) {
    this.tenantId = builder.tenantId;
    this.orderId = builder.orderId;
    this.customerId = builder.customerId;
    this.status = builder.status;
    this.placedAt = builder.placedAt;
    this.total = builder.total;
    this.currency = builder.currency;
    this.itemCount = builder.itemCount;
    this.weightGrams = builder.weightGrams;
    this.giftWrapped = builder.giftWrapped;
    this.discountRate = builder.discountRate;
    this.channel = builder.channel;
    this.shippingMethod = builder.shippingMethod;
    this.shippingCity = builder.shippingCity;
    this.shippingCountry = builder.shippingCountry;
    this.couponCode = builder.couponCode;
    this.notes = builder.notes;
    this.priority = builder.priority;
    this.tags = builder.tags;
    this.attributes = builder.attributes;
  }

  public static Builder builder() {
    return new Builder();
  }

  @DynamoDbPartitionKey
  public String getPk() {
    return "TENANT#" + tenantId;
  }

  @DynamoDbSortKey
  public String getSk() {
    return "ORDER#" + orderId;
  }

  @DynamoDbSecondaryPartitionKey(indexNames = "gsi1")
  public String getGsi1pk() {
    return customerId == null || orderId == null ? null : "CUSTOMER#" + customerId;
  }

  @DynamoDbSecondarySortKey(indexNames = "gsi1")
  public String getGsi1sk() {
    return customerId == null || orderId == null ? null : "ORDER#" + orderId;
  }

  @DynamoDbAttribute("__entity")
  public String getEntity() {
    return "order";
  }

  @DynamoDbAttribute("__version")
  public int getVersion() {
    return 1;
  }

  public String getTenantId() {
    return tenantId;
  }

  public String getOrderId() {
    return orderId;
  }

  public String getCustomerId() {
    return customerId;
  }

  public OrderStatus getStatus() {
    return status;
  }

  public Instant getPlacedAt() {
    return placedAt;
  }

  public BigDecimal getTotal() {
    return total;
  }

  public String getCurrency() {
    return currency;
  }

  public int getItemCount() {
    return itemCount;
  }

  public long getWeightGrams() {
    return weightGrams;
  }

  public boolean isGiftWrapped() {
    return giftWrapped;
  }

  public double getDiscountRate() {
    return discountRate;
  }

  public String getChannel() {
    return channel;
  }

  public String getShippingMethod() {
    return shippingMethod;
  }

  public String getShippingCity() {
    return shippingCity;
  }

  public String getShippingCountry() {
    return shippingCountry;
  }

  public String getCouponCode() {
    return couponCode;
  }

  public String getNotes() {
    return notes;
  }

  public int getPriority() {
    return priority;
  }

  public List<String> getTags() {
    return tags;
  }

  public Map<String, String> getAttributes() {
    return attributes;
  }

  /** The builder the Enhanced Client fills when it reads an item. */
  public static final class Builder {
    private String tenantId;
    private String orderId;
    private String customerId;
    private OrderStatus status;
    private Instant placedAt;
    private BigDecimal total;
    private String currency;
    private int itemCount;
    private long weightGrams;
    private boolean giftWrapped;
    private double discountRate;
    private String channel;
    private String shippingMethod;
    private String shippingCity;
    private String shippingCountry;
    private String couponCode;
    private String notes;
    private int priority;
    private List<String> tags;
    private Map<String, String> attributes;

    private Builder() {}

    public Builder pk(String pk) {
      return this; // derived from tenantId
    }

    public Builder sk(String sk) {
      return this; // derived from orderId
    }

    public Builder gsi1pk(String gsi1pk) {
      return this; // derived from customerId (sparse, like the generated entity)
    }

    public Builder gsi1sk(String gsi1sk) {
      return this; // derived from orderId (sparse, like the generated entity)
    }

    public Builder entity(String entity) {
      return this; // constant
    }

    public Builder version(int version) {
      return this; // constant
    }

    public Builder tenantId(String tenantId) {
      this.tenantId = tenantId;
      return this;
    }

    public Builder orderId(String orderId) {
      this.orderId = orderId;
      return this;
    }

    public Builder customerId(String customerId) {
      this.customerId = customerId;
      return this;
    }

    public Builder status(OrderStatus status) {
      this.status = status;
      return this;
    }

    public Builder placedAt(Instant placedAt) {
      this.placedAt = placedAt;
      return this;
    }

    public Builder total(BigDecimal total) {
      this.total = total;
      return this;
    }

    public Builder currency(String currency) {
      this.currency = currency;
      return this;
    }

    public Builder itemCount(int itemCount) {
      this.itemCount = itemCount;
      return this;
    }

    public Builder weightGrams(long weightGrams) {
      this.weightGrams = weightGrams;
      return this;
    }

    public Builder giftWrapped(boolean giftWrapped) {
      this.giftWrapped = giftWrapped;
      return this;
    }

    public Builder discountRate(double discountRate) {
      this.discountRate = discountRate;
      return this;
    }

    public Builder channel(String channel) {
      this.channel = channel;
      return this;
    }

    public Builder shippingMethod(String shippingMethod) {
      this.shippingMethod = shippingMethod;
      return this;
    }

    public Builder shippingCity(String shippingCity) {
      this.shippingCity = shippingCity;
      return this;
    }

    public Builder shippingCountry(String shippingCountry) {
      this.shippingCountry = shippingCountry;
      return this;
    }

    public Builder couponCode(String couponCode) {
      this.couponCode = couponCode;
      return this;
    }

    public Builder notes(String notes) {
      this.notes = notes;
      return this;
    }

    public Builder priority(int priority) {
      this.priority = priority;
      return this;
    }

    public Builder tags(List<String> tags) {
      this.tags = tags;
      return this;
    }

    public Builder attributes(Map<String, String> attributes) {
      this.attributes = attributes;
      return this;
    }

    public OrderImmutable build() {
      return new OrderImmutable(this);
    }
  }
}
