package dev.singletable.samples.migration;

import java.math.BigDecimal;
import software.amazon.awssdk.enhanced.dynamodb.extensions.annotations.DynamoDbAtomicCounter;
import software.amazon.awssdk.enhanced.dynamodb.extensions.annotations.DynamoDbVersionAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * An order as the AWS SDK's Enhanced Client maps it, the "before" of the Enhanced Client migration
 * guide ({@code docs/migration/enhanced-client.md}): a bean with a partition and a sort key, an index
 * {@code byStatus}, an optimistic-locking version and an atomic counter. {@link WebOrder} is the same
 * order as a record.
 */
@DynamoDbBean
public class OrderBean {
  private String customerId;
  private String orderId;
  private String status;
  private String placedAt;
  private BigDecimal total;
  private Long views;
  private Long version;

  /** An empty bean, for the Enhanced Client. */
  public OrderBean() {}

  /** @return the partition key */
  @DynamoDbPartitionKey
  public String getCustomerId() {
    return customerId;
  }

  /** @param customerId the partition key */
  public void setCustomerId(String customerId) {
    this.customerId = customerId;
  }

  /** @return the sort key */
  @DynamoDbSortKey
  public String getOrderId() {
    return orderId;
  }

  /** @param orderId the sort key */
  public void setOrderId(String orderId) {
    this.orderId = orderId;
  }

  /** @return the partition key of index {@code byStatus} */
  @DynamoDbSecondaryPartitionKey(indexNames = "byStatus")
  public String getStatus() {
    return status;
  }

  /** @param status the partition key of index {@code byStatus} */
  public void setStatus(String status) {
    this.status = status;
  }

  /** @return the sort key of index {@code byStatus}, ISO-8601 text */
  @DynamoDbSecondarySortKey(indexNames = "byStatus")
  public String getPlacedAt() {
    return placedAt;
  }

  /** @param placedAt the sort key of index {@code byStatus} */
  public void setPlacedAt(String placedAt) {
    this.placedAt = placedAt;
  }

  /** @return the order's total */
  public BigDecimal getTotal() {
    return total;
  }

  /** @param total the order's total */
  public void setTotal(BigDecimal total) {
    this.total = total;
  }

  /** @return how often the order was viewed, counted by the Enhanced Client's atomic counter */
  @DynamoDbAtomicCounter
  public Long getViews() {
    return views;
  }

  /** @param views the counter */
  public void setViews(Long views) {
    this.views = views;
  }

  /** @return the optimistic-locking version */
  @DynamoDbVersionAttribute
  public Long getVersion() {
    return version;
  }

  /** @param version the optimistic-locking version */
  public void setVersion(Long version) {
    this.version = version;
  }
}
