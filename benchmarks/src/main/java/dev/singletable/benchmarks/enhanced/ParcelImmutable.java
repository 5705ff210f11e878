package dev.singletable.benchmarks.enhanced;

import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;

/** {@link dev.singletable.benchmarks.model.Parcel} as a nested Enhanced Client immutable. */
@DynamoDbImmutable(builder = ParcelImmutable.Builder.class)
public final class ParcelImmutable {
  private final String sku;
  private final String description;
  private final int quantity;
  private final long weightGrams;

  private ParcelImmutable(Builder builder) {
    this.sku = builder.sku;
    this.description = builder.description;
    this.quantity = builder.quantity;
    this.weightGrams = builder.weightGrams;
  }

  public static Builder builder() {
    return new Builder();
  }

  public String getSku() {
    return sku;
  }

  public String getDescription() {
    return description;
  }

  public int getQuantity() {
    return quantity;
  }

  public long getWeightGrams() {
    return weightGrams;
  }

  /** The builder the Enhanced Client fills when it reads an item. */
  public static final class Builder {
    private String sku;
    private String description;
    private int quantity;
    private long weightGrams;

    private Builder() {}

    public Builder sku(String sku) {
      this.sku = sku;
      return this;
    }

    public Builder description(String description) {
      this.description = description;
      return this;
    }

    public Builder quantity(int quantity) {
      this.quantity = quantity;
      return this;
    }

    public Builder weightGrams(long weightGrams) {
      this.weightGrams = weightGrams;
      return this;
    }

    public ParcelImmutable build() {
      return new ParcelImmutable(this);
    }
  }
}
