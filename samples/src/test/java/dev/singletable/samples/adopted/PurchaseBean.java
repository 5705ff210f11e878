package dev.singletable.samples.adopted;

import software.amazon.awssdk.enhanced.dynamodb.extensions.annotations.DynamoDbVersionAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * A purchase as an application using the Enhanced Client maps it: a bean schema with a partition
 * key, a sort key, an optimistic-locking version and an attribute ({@code giftNote}) that the
 * adopting entity {@link Purchase} does not model.
 */
@DynamoDbBean
public class PurchaseBean {
  private String customer;
  private String purchasedAt;
  private String item;
  private Integer quantity;
  private String giftNote;
  private Long version;

  /** An empty bean, for the Enhanced Client. */
  public PurchaseBean() {}

  static PurchaseBean of(String customer, String purchasedAt, String item, int quantity, String giftNote) {
    PurchaseBean bean = new PurchaseBean();
    bean.setCustomer(customer);
    bean.setPurchasedAt(purchasedAt);
    bean.setItem(item);
    bean.setQuantity(quantity);
    bean.setGiftNote(giftNote);
    return bean;
  }

  /** @return the partition key */
  @DynamoDbPartitionKey
  public String getCustomer() {
    return customer;
  }

  /** @param customer the partition key */
  public void setCustomer(String customer) {
    this.customer = customer;
  }

  /** @return the sort key, ISO-8601 text */
  @DynamoDbSortKey
  public String getPurchasedAt() {
    return purchasedAt;
  }

  /** @param purchasedAt the sort key */
  public void setPurchasedAt(String purchasedAt) {
    this.purchasedAt = purchasedAt;
  }

  /** @return what was bought */
  public String getItem() {
    return item;
  }

  /** @param item what was bought */
  public void setItem(String item) {
    this.item = item;
  }

  /** @return how many */
  public Integer getQuantity() {
    return quantity;
  }

  /** @param quantity how many */
  public void setQuantity(Integer quantity) {
    this.quantity = quantity;
  }

  /** @return a note the adopting entity does not model */
  public String getGiftNote() {
    return giftNote;
  }

  /** @param giftNote a note */
  public void setGiftNote(String giftNote) {
    this.giftNote = giftNote;
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
