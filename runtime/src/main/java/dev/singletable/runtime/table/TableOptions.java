package dev.singletable.runtime.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoverySpecification;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * Options of a table beyond its keys and indexes, as a generated service's {@code
 * createTableRequest} declares them ({@code @TableOptions}, {@code @Gsi(warmReadUnitsPerSecond,
 * warmWriteUnitsPerSecond)}): {@link #applyTo(CreateTableRequest)} adds what {@code CreateTable}
 * accepts, {@link #pointInTimeRecoveryRequest(String)} is the {@code UpdateContinuousBackups} that
 * turns on point-in-time recovery, which {@code CreateTable} does not take. Immutable: each method
 * returns new options.
 *
 * <pre>{@code
 * TableOptions options = TableOptions.none().deletionProtection().pointInTimeRecovery(14)
 *     .kmsKey("alias/app").tag("team", "orders");
 * CreateTableRequest request = options.applyTo(AppService.createTableRequest("app-table"));
 * }</pre>
 */
public final class TableOptions {
  private static final TableOptions NONE = new TableOptions(false, 0, false, null, null, null, Map.of(), null,
      Map.of());

  private final boolean pointInTimeRecovery;
  private final int recoveryPeriodDays;
  private final boolean deletionProtection;
  private final TableClass tableClass;
  private final OnDemandThroughput onDemandMaximum;
  private final WarmThroughput warmThroughput;
  private final Map<String, WarmThroughput> indexWarmThroughput;
  private final String kmsKey;
  private final Map<String, String> tags;

  private TableOptions(boolean pointInTimeRecovery, int recoveryPeriodDays, boolean deletionProtection,
      TableClass tableClass, OnDemandThroughput onDemandMaximum, WarmThroughput warmThroughput,
      Map<String, WarmThroughput> indexWarmThroughput, String kmsKey, Map<String, String> tags) {
    this.pointInTimeRecovery = pointInTimeRecovery;
    this.recoveryPeriodDays = recoveryPeriodDays;
    this.deletionProtection = deletionProtection;
    this.tableClass = tableClass;
    this.onDemandMaximum = onDemandMaximum;
    this.warmThroughput = warmThroughput;
    this.indexWarmThroughput = indexWarmThroughput;
    this.kmsKey = kmsKey;
    this.tags = tags;
  }

  /**
   * No option: every one at DynamoDB's default.
   *
   * @return the options
   */
  public static TableOptions none() {
    return NONE;
  }

  /**
   * Point-in-time recovery on, keeping {@code days} days.
   *
   * @param days 1 to 35, or 0 for DynamoDB's default (35)
   * @return the options with it
   * @throws IllegalArgumentException when days is outside 0 to 35
   */
  public TableOptions pointInTimeRecovery(int days) {
    if (days < 0 || days > 35) {
      throw new IllegalArgumentException("a point-in-time recovery period is 1 to 35 days, was " + days);
    }
    return new TableOptions(true, days, deletionProtection, tableClass, onDemandMaximum, warmThroughput,
        indexWarmThroughput, kmsKey, tags);
  }

  /**
   * Deletion protection on.
   *
   * @return the options with it
   */
  public TableOptions deletionProtection() {
    return new TableOptions(pointInTimeRecovery, recoveryPeriodDays, true, tableClass, onDemandMaximum,
        warmThroughput, indexWarmThroughput, kmsKey, tags);
  }

  /**
   * The table class.
   *
   * @param tableClass {@code STANDARD} or {@code STANDARD_INFREQUENT_ACCESS}
   * @return the options with it
   */
  public TableOptions tableClass(TableClass tableClass) {
    return new TableOptions(pointInTimeRecovery, recoveryPeriodDays, deletionProtection,
        Objects.requireNonNull(tableClass, "tableClass"), onDemandMaximum, warmThroughput, indexWarmThroughput,
        kmsKey, tags);
  }

  /**
   * The most request units per second an on-demand table may use.
   *
   * @param read read request units, at least 1, or 0 for no maximum
   * @param write write request units, at least 1, or 0 for no maximum
   * @return the options with it
   */
  public TableOptions onDemandMaximum(long read, long write) {
    OnDemandThroughput maximum = OnDemandThroughput.builder().maxReadRequestUnits(units("read", read))
        .maxWriteRequestUnits(units("write", write)).build();
    return new TableOptions(pointInTimeRecovery, recoveryPeriodDays, deletionProtection, tableClass, maximum,
        warmThroughput, indexWarmThroughput, kmsKey, tags);
  }

  /**
   * The units per second the table is warmed to.
   *
   * @param read read units, at least 1, or 0 for DynamoDB's
   * @param write write units, at least 1, or 0 for DynamoDB's
   * @return the options with it
   */
  public TableOptions warmThroughput(long read, long write) {
    return new TableOptions(pointInTimeRecovery, recoveryPeriodDays, deletionProtection, tableClass, onDemandMaximum,
        warm(read, write), indexWarmThroughput, kmsKey, tags);
  }

  /**
   * The units per second a global secondary index is warmed to.
   *
   * @param index the index name
   * @param read read units, at least 1, or 0 for DynamoDB's
   * @param write write units, at least 1, or 0 for DynamoDB's
   * @return the options with it
   */
  public TableOptions warmThroughput(String index, long read, long write) {
    Map<String, WarmThroughput> indexes = new LinkedHashMap<>(indexWarmThroughput);
    indexes.put(Objects.requireNonNull(index, "index"), warm(read, write));
    return new TableOptions(pointInTimeRecovery, recoveryPeriodDays, deletionProtection, tableClass, onDemandMaximum,
        warmThroughput, Map.copyOf(indexes), kmsKey, tags);
  }

  /**
   * Server-side encryption with a KMS key.
   *
   * @param key the key's id, ARN, alias name or alias ARN
   * @return the options with it
   * @throws IllegalArgumentException when the key is empty
   */
  public TableOptions kmsKey(String key) {
    if (key.isEmpty()) {
      throw new IllegalArgumentException("a KMS key is named by its id, ARN or alias, was empty");
    }
    return new TableOptions(pointInTimeRecovery, recoveryPeriodDays, deletionProtection, tableClass, onDemandMaximum,
        warmThroughput, indexWarmThroughput, key, tags);
  }

  /**
   * One more tag.
   *
   * @param key the key
   * @param value the value
   * @return the options with it
   */
  public TableOptions tag(String key, String value) {
    Map<String, String> more = new LinkedHashMap<>(tags);
    more.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"));
    return new TableOptions(pointInTimeRecovery, recoveryPeriodDays, deletionProtection, tableClass, onDemandMaximum,
        warmThroughput, indexWarmThroughput, kmsKey, Collections.unmodifiableMap(more));
  }

  /**
   * The request with every option {@code CreateTable} accepts: deletion protection, table class,
   * on-demand maximum, warm throughput of the table and its indexes, encryption and tags.
   *
   * @param request a table request, e.g. a generated service's
   * @return the request with the options
   * @throws IllegalArgumentException when a warm throughput names an index the request does not have
   */
  public CreateTableRequest applyTo(CreateTableRequest request) {
    CreateTableRequest.Builder with = request.toBuilder();
    if (deletionProtection) {
      with.deletionProtectionEnabled(true);
    }
    if (tableClass != null) {
      with.tableClass(tableClass);
    }
    if (onDemandMaximum != null) {
      with.onDemandThroughput(onDemandMaximum);
    }
    if (warmThroughput != null) {
      with.warmThroughput(warmThroughput);
    }
    if (kmsKey != null) {
      with.sseSpecification(SSESpecification.builder().enabled(true).sseType(SSEType.KMS).kmsMasterKeyId(kmsKey)
          .build());
    }
    if (!tags.isEmpty()) {
      List<Tag> list = new ArrayList<>();
      tags.forEach((key, value) -> list.add(Tag.builder().key(key).value(value).build()));
      with.tags(list);
    }
    if (!indexWarmThroughput.isEmpty()) {
      Set<String> unknown = new LinkedHashSet<>(indexWarmThroughput.keySet());
      List<GlobalSecondaryIndex> indexes = new ArrayList<>();
      for (GlobalSecondaryIndex index : request.globalSecondaryIndexes()) {
        WarmThroughput warm = indexWarmThroughput.get(index.indexName());
        unknown.remove(index.indexName());
        indexes.add(warm == null ? index : index.toBuilder().warmThroughput(warm).build());
      }
      if (!unknown.isEmpty()) {
        throw new IllegalArgumentException("table " + request.tableName() + " has no global secondary index "
            + unknown);
      }
      with.globalSecondaryIndexes(indexes);
    }
    return with.build();
  }

  /**
   * The request turning on point-in-time recovery, when these options turn it on.
   *
   * @param tableName the table
   * @return the {@code UpdateContinuousBackups} request, empty when recovery is not on
   */
  public Optional<UpdateContinuousBackupsRequest> pointInTimeRecoveryRequest(String tableName) {
    if (!pointInTimeRecovery) {
      return Optional.empty();
    }
    PointInTimeRecoverySpecification.Builder specification =
        PointInTimeRecoverySpecification.builder().pointInTimeRecoveryEnabled(true);
    if (recoveryPeriodDays > 0) {
      specification.recoveryPeriodInDays(recoveryPeriodDays);
    }
    return Optional.of(UpdateContinuousBackupsRequest.builder().tableName(Objects.requireNonNull(tableName,
        "tableName")).pointInTimeRecoverySpecification(specification.build()).build());
  }

  private static WarmThroughput warm(long read, long write) {
    return WarmThroughput.builder().readUnitsPerSecond(units("read", read)).writeUnitsPerSecond(units("write", write))
        .build();
  }

  /** Null for 0 (not given), the units when positive. */
  private static Long units(String what, long units) {
    if (units < 0) {
      throw new IllegalArgumentException(what + " units must be at least 1 (or 0 for none), were " + units);
    }
    return units == 0 ? null : units;
  }
}
