package dev.singletable.benchmarks.enhanced;

import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;

/** {@link dev.singletable.benchmarks.model.Address} as a nested Enhanced Client immutable. */
@DynamoDbImmutable(builder = AddressImmutable.Builder.class)
public final class AddressImmutable {
  private final String street;
  private final String city;
  private final String postcode;
  private final String country;

  private AddressImmutable(Builder builder) {
    this.street = builder.street;
    this.city = builder.city;
    this.postcode = builder.postcode;
    this.country = builder.country;
  }

  public static Builder builder() {
    return new Builder();
  }

  public String getStreet() {
    return street;
  }

  public String getCity() {
    return city;
  }

  public String getPostcode() {
    return postcode;
  }

  public String getCountry() {
    return country;
  }

  /** The builder the Enhanced Client fills when it reads an item. */
  public static final class Builder {
    private String street;
    private String city;
    private String postcode;
    private String country;

    private Builder() {}

    public Builder street(String street) {
      this.street = street;
      return this;
    }

    public Builder city(String city) {
      this.city = city;
      return this;
    }

    public Builder postcode(String postcode) {
      this.postcode = postcode;
      return this;
    }

    public Builder country(String country) {
      this.country = country;
      return this;
    }

    public AddressImmutable build() {
      return new AddressImmutable(this);
    }
  }
}
