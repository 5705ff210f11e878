package dev.singletable.benchmarks.enhanced;

import dev.singletable.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link dev.singletable.benchmarks.model.Order} as an Enhanced Client bean, storing the same item
 * (derived key, GSI and identity getters whose setters ignore what is read).
 */
@DynamoDbBean
public class OrderBean {
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

  @DynamoDbPartitionKey
  public String getPk() {
    return "TENANT#" + tenantId;
  }

  public void setPk(String pk) {
    // derived from tenantId
  }

  @DynamoDbSortKey
  public String getSk() {
    return "ORDER#" + orderId;
  }

  public void setSk(String sk) {
    // derived from orderId
  }

  @DynamoDbSecondaryPartitionKey(indexNames = "gsi1")
  public String getGsi1pk() {
    return customerId == null || orderId == null ? null : "CUSTOMER#" + customerId;
  }

  public void setGsi1pk(String gsi1pk) {
    // derived from customerId (sparse, like the generated entity)
  }

  @DynamoDbSecondarySortKey(indexNames = "gsi1")
  public String getGsi1sk() {
    return customerId == null || orderId == null ? null : "ORDER#" + orderId;
  }

  public void setGsi1sk(String gsi1sk) {
    // derived from orderId (sparse, like the generated entity)
  }

  @DynamoDbAttribute("__entity")
  public String getEntity() {
    return "order";
  }

  public void setEntity(String entity) {
    // constant
  }

  @DynamoDbAttribute("__version")
  public int getVersion() {
    return 1;
  }

  public void setVersion(int version) {
    // constant
  }

  public String getTenantId() {
    return tenantId;
  }

  public void setTenantId(String tenantId) {
    this.tenantId = tenantId;
  }

  public String getOrderId() {
    return orderId;
  }

  public void setOrderId(String orderId) {
    this.orderId = orderId;
  }

  public String getCustomerId() {
    return customerId;
  }

  public void setCustomerId(String customerId) {
    this.customerId = customerId;
  }

  public OrderStatus getStatus() {
    return status;
  }

  public void setStatus(OrderStatus status) {
    this.status = status;
  }

  public Instant getPlacedAt() {
    return placedAt;
  }

  public void setPlacedAt(Instant placedAt) {
    this.placedAt = placedAt;
  }

  public BigDecimal getTotal() {
    return total;
  }

  public void setTotal(BigDecimal total) {
    this.total = total;
  }

  public String getCurrency() {
    return currency;
  }

  public void setCurrency(String currency) {
    this.currency = currency;
  }

  public int getItemCount() {
    return itemCount;
  }

  public void setItemCount(int itemCount) {
    this.itemCount = itemCount;
  }

  public long getWeightGrams() {
    return weightGrams;
  }

  public void setWeightGrams(long weightGrams) {
    this.weightGrams = weightGrams;
  }

  public boolean isGiftWrapped() {
    return giftWrapped;
  }

  public void setGiftWrapped(boolean giftWrapped) {
    this.giftWrapped = giftWrapped;
  }

  public double getDiscountRate() {
    return discountRate;
  }

  public void setDiscountRate(double discountRate) {
    this.discountRate = discountRate;
  }

  public String getChannel() {
    return channel;
  }

  public void setChannel(String channel) {
    this.channel = channel;
  }

  public String getShippingMethod() {
    return shippingMethod;
  }

  public void setShippingMethod(String shippingMethod) {
    this.shippingMethod = shippingMethod;
  }

  public String getShippingCity() {
    return shippingCity;
  }

  public void setShippingCity(String shippingCity) {
    this.shippingCity = shippingCity;
  }

  public String getShippingCountry() {
    return shippingCountry;
  }

  public void setShippingCountry(String shippingCountry) {
    this.shippingCountry = shippingCountry;
  }

  public String getCouponCode() {
    return couponCode;
  }

  public void setCouponCode(String couponCode) {
    this.couponCode = couponCode;
  }

  public String getNotes() {
    return notes;
  }

  public void setNotes(String notes) {
    this.notes = notes;
  }

  public int getPriority() {
    return priority;
  }

  public void setPriority(int priority) {
    this.priority = priority;
  }

  public List<String> getTags() {
    return tags;
  }

  public void setTags(List<String> tags) {
    this.tags = tags;
  }

  public Map<String, String> getAttributes() {
    return attributes;
  }

  public void setAttributes(Map<String, String> attributes) {
    this.attributes = attributes;
  }
}
