package dev.singletable.benchmarks.enhanced;

import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;

/** {@link dev.singletable.benchmarks.model.Parcel} as a nested Enhanced Client bean. */
@DynamoDbBean
public class ParcelBean {
  private String sku;
  private String description;
  private int quantity;
  private long weightGrams;

  public String getSku() {
    return sku;
  }

  public void setSku(String sku) {
    this.sku = sku;
  }

  public String getDescription() {
    return description;
  }

  public void setDescription(String description) {
    this.description = description;
  }

  public int getQuantity() {
    return quantity;
  }

  public void setQuantity(int quantity) {
    this.quantity = quantity;
  }

  public long getWeightGrams() {
    return weightGrams;
  }

  public void setWeightGrams(long weightGrams) {
    this.weightGrams = weightGrams;
  }
}
