package dev.singletable.benchmarks.enhanced;

import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link dev.singletable.benchmarks.model.Profile} as an Enhanced Client bean, storing the same item:
 * the keys and identity attributes are derived getters whose setters ignore what is read, the usual
 * single-table idiom with the Enhanced Client.
 */
@DynamoDbBean
public class ProfileBean {
  private String userId;
  private String name;
  private String email;
  private int age;
  private boolean active;

  @DynamoDbPartitionKey
  public String getPk() {
    return "USER#" + userId;
  }

  public void setPk(String pk) {
    // derived from userId
  }

  @DynamoDbSortKey
  public String getSk() {
    return "#PROFILE";
  }

  public void setSk(String sk) {
    // constant
  }

  @DynamoDbAttribute("__entity")
  public String getEntity() {
    return "profile";
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

  public String getUserId() {
    return userId;
  }

  public void setUserId(String userId) {
    this.userId = userId;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public String getEmail() {
    return email;
  }

  public void setEmail(String email) {
    this.email = email;
  }

  public int getAge() {
    return age;
  }

  public void setAge(int age) {
    this.age = age;
  }

  public boolean isActive() {
    return active;
  }

  public void setActive(boolean active) {
    this.active = active;
  }
}
