package dev.singletable.benchmarks.enhanced;

import java.util.List;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link dev.singletable.benchmarks.model.Shipment} as an Enhanced Client bean with nested beans,
 * storing the same item.
 */
@DynamoDbBean
public class ShipmentBean {
  private String customerId;
  private String shipmentId;
  private String carrier;
  private AddressBean address;
  private List<ParcelBean> parcels;

  @DynamoDbPartitionKey
  public String getPk() {
    return "CUSTOMER#" + customerId;
  }

  public void setPk(String pk) {
    // derived from customerId
  }

  @DynamoDbSortKey
  public String getSk() {
    return "SHIPMENT#" + shipmentId;
  }

  public void setSk(String sk) {
    // derived from shipmentId
  }

  @DynamoDbAttribute("__entity")
  public String getEntity() {
    return "shipment";
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

  public String getCustomerId() {
    return customerId;
  }

  public void setCustomerId(String customerId) {
    this.customerId = customerId;
  }

  public String getShipmentId() {
    return shipmentId;
  }

  public void setShipmentId(String shipmentId) {
    this.shipmentId = shipmentId;
  }

  public String getCarrier() {
    return carrier;
  }

  public void setCarrier(String carrier) {
    this.carrier = carrier;
  }

  public AddressBean getAddress() {
    return address;
  }

  public void setAddress(AddressBean address) {
    this.address = address;
  }

  public List<ParcelBean> getParcels() {
    return parcels;
  }

  public void setParcels(List<ParcelBean> parcels) {
    this.parcels = parcels;
  }
}
