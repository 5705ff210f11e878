package dev.singletable.benchmarks.enhanced;

import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link dev.singletable.benchmarks.model.Profile} as an Enhanced Client immutable class with a
 * builder ({@code TableSchema.fromImmutableClass}), storing the same item.
 */
@DynamoDbImmutable(builder = ProfileImmutable.Builder.class)
public final class ProfileImmutable {
  private final String userId;
  private final String name;
  private final String email;
  private final int age;
  private final boolean active;

  private ProfileImmutable(Builder builder) {
    this.userId = builder.userId;
    this.name = builder.name;
    this.email = builder.email;
    this.age = builder.age;
    this.active = builder.active;
  }

  public static Builder builder() {
    return new Builder();
  }

  @DynamoDbPartitionKey
  public String getPk() {
    return "USER#" + userId;
  }

  @DynamoDbSortKey
  public String getSk() {
    return "#PROFILE";
  }

  @DynamoDbAttribute("__entity")
  public String getEntity() {
    return "profile";
  }

  @DynamoDbAttribute("__version")
  public int getVersion() {
    return 1;
  }

  public String getUserId() {
    return userId;
  }

  public String getName() {
    return name;
  }

  public String getEmail() {
    return email;
  }

  public int getAge() {
    return age;
  }

  public boolean isActive() {
    return active;
  }

  /** The builder the Enhanced Client fills when it reads an item. */
  public static final class Builder {
    private String userId;
    private String name;
    private String email;
    private int age;
    private boolean active;

    private Builder() {}

    public Builder pk(String pk) {
      return this; // derived from userId
    }

    public Builder sk(String sk) {
      return this; // constant
    }

    public Builder entity(String entity) {
      return this; // constant
    }

    public Builder version(int version) {
      return this; // constant
    }

    public Builder userId(String userId) {
      this.userId = userId;
      return this;
    }

    public Builder name(String name) {
      this.name = name;
      return this;
    }

    public Builder email(String email) {
      this.email = email;
      return this;
    }

    public Builder age(int age) {
      this.age = age;
      return this;
    }

    public Builder active(boolean active) {
      this.active = active;
      return this;
    }

    public ProfileImmutable build() {
      return new ProfileImmutable(this);
    }
  }
}
