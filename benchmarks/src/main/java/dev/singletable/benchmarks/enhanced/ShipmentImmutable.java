package dev.singletable.benchmarks.enhanced;

import java.util.List;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link dev.singletable.benchmarks.model.Shipment} as an Enhanced Client immutable class with nested
 * immutables, storing the same item.
 */
@DynamoDbImmutable(builder = ShipmentImmutable.Builder.class)
public final class ShipmentImmutable {
  private final String customerId;
  private final String shipmentId;
  private final String carrier;
  private final AddressImmutable address;
  private final List<ParcelImmutable> parcels;

  private ShipmentImmutable(Builder builder) {
    this.customerId = builder.customerId;
    this.shipmentId = builder.shipmentId;
    this.carrier = builder.carrier;
    this.address = builder.address;
    this.parcels = builder.parcels;
  }

  public static Builder builder() {
    return new Builder();
  }

  @DynamoDbPartitionKey
  public String getPk() {
    return "CUSTOMER#" + customerId;
  }

  @DynamoDbSortKey
  public String getSk() {
    return "SHIPMENT#" + shipmentId;
  }

  @DynamoDbAttribute("__entity")
  public String getEntity() {
    return "shipment";
  }

  @DynamoDbAttribute("__version")
  public int getVersion() {
    return 1;
  }

  public String getCustomerId() {
    return customerId;
  }

  public String getShipmentId() {
    return shipmentId;
  }

  public String getCarrier() {
    return carrier;
  }

  public AddressImmutable getAddress() {
    return address;
  }

  public List<ParcelImmutable> getParcels() {
    return parcels;
  }

  /** The builder the Enhanced Client fills when it reads an item. */
  public static final class Builder {
    private String customerId;
    private String shipmentId;
    private String carrier;
    private AddressImmutable address;
    private List<ParcelImmutable> parcels;

    private Builder() {}

    public Builder pk(String pk) {
      return this; // derived from customerId
    }

    public Builder sk(String sk) {
      return this; // derived from shipmentId
    }

    public Builder entity(String entity) {
      return this; // constant
    }

    public Builder version(int version) {
      return this; // constant
    }

    public Builder customerId(String customerId) {
      this.customerId = customerId;
      return this;
    }

    public Builder shipmentId(String shipmentId) {
      this.shipmentId = shipmentId;
      return this;
    }

    public Builder carrier(String carrier) {
      this.carrier = carrier;
      return this;
    }

    public Builder address(AddressImmutable address) {
      this.address = address;
      return this;
    }

    public Builder parcels(List<ParcelImmutable> parcels) {
      this.parcels = parcels;
      return this;
    }

    public ShipmentImmutable build() {
      return new ShipmentImmutable(this);
    }
  }
}
