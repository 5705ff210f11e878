package dev.singletable.runtime.table;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableUpdateStep.Action;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateVectorIndexAction;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexUpdate;

/**
 * The steps that bring a table to the model, as data: what {@link TableUpdate} sends, in order, and
 * what it waits for, computed once from the table check and run by the sync or the async runner.
 */
final class UpdatePlan {
  /** The status a step waits for. */
  static final String ACTIVE = TableStatus.ACTIVE.toString();

  /**
   * One step: the request to send, whether the table must be ACTIVE before it is sent (an index is
   * added only to an ACTIVE table), and the index to wait for after it (null for the table alone).
   */
  record Planned(TableUpdateStep step, SdkRequest request, boolean activeFirst, String index) {}

  private UpdatePlan() {}

  /** The steps for a table as {@code before} found it. */
  static List<Planned> of(TableDefinition definition, TableReport before) {
    CreateTableRequest expected = definition.createTableRequest();
    UpdateTimeToLiveRequest timeToLive = definition.timeToLive();
    UpdateContinuousBackupsRequest pointInTimeRecovery = definition.pointInTimeRecovery();
    String table = expected.tableName();
    List<Planned> steps = new ArrayList<>();
    boolean created = has(before, Kind.TABLE_MISSING, null);
    if (created) {
      steps.add(new Planned(new TableUpdateStep(Action.CREATE_TABLE, table, null, TableCheck.describe(expected)),
          expected, false, null));
    } else {
      for (TableDifference difference : before.differences()) {
        if (difference.kind() == Kind.MISSING_INDEX) {
          for (GlobalSecondaryIndex index : expected.globalSecondaryIndexes()) {
            if (index.indexName().equals(difference.index())) {
              steps.add(addIndex(expected, index));
            }
          }
        }
      }
      for (TableDifference difference : before.differences()) {
        if (difference.kind() == Kind.MISSING_VECTOR_INDEX) {
          for (VectorIndex index : expected.vectorIndexes()) {
            if (index.indexName().equals(difference.index())) {
              steps.add(addVectorIndex(expected, index));
            }
          }
        }
      }
      if (has(before, Kind.STREAM, TableCheck.STREAM_MISSING)) {
        steps.add(new Planned(new TableUpdateStep(Action.ENABLE_STREAM, table, null,
            expected.streamSpecification().streamViewTypeAsString()), UpdateTableRequest.builder().tableName(table)
            .streamSpecification(expected.streamSpecification()).build(), false, null));
      }
    }
    if (timeToLive != null && (created || has(before, Kind.TIME_TO_LIVE, TableCheck.TIME_TO_LIVE_OFF))) {
      steps.add(new Planned(new TableUpdateStep(Action.ENABLE_TIME_TO_LIVE, table, null,
          timeToLive.timeToLiveSpecification().attributeName()), timeToLive.toBuilder().tableName(table).build(),
          false, null));
    }
    if (pointInTimeRecovery != null && (created || has(before, Kind.POINT_IN_TIME_RECOVERY, OptionsCheck.OFF))) {
      steps.add(new Planned(new TableUpdateStep(Action.ENABLE_POINT_IN_TIME_RECOVERY, table, null,
          OptionsCheck.pointInTimeRecovery(pointInTimeRecovery.pointInTimeRecoverySpecification())),
          pointInTimeRecovery.toBuilder().tableName(table).build(), false, null));
    }
    return steps;
  }

  private static Planned addIndex(CreateTableRequest expected, GlobalSecondaryIndex index) {
    Set<String> keys = new HashSet<>();
    for (KeySchemaElement key : index.keySchema()) {
      keys.add(key.attributeName());
    }
    List<AttributeDefinition> definitions = new ArrayList<>();
    for (AttributeDefinition definition : expected.attributeDefinitions()) {
      if (keys.contains(definition.attributeName())) {
        definitions.add(definition);
      }
    }
    CreateGlobalSecondaryIndexAction.Builder create = CreateGlobalSecondaryIndexAction.builder()
        .indexName(index.indexName())
        .keySchema(index.keySchema())
        .projection(index.projection());
    if (index.provisionedThroughput() != null) {
      create.provisionedThroughput(index.provisionedThroughput());
    }
    if (index.onDemandThroughput() != null) {
      create.onDemandThroughput(index.onDemandThroughput());
    }
    if (index.warmThroughput() != null) {
      create.warmThroughput(index.warmThroughput());
    }
    UpdateTableRequest request = UpdateTableRequest.builder().tableName(expected.tableName())
        .attributeDefinitions(definitions)
        .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().create(create.build()).build())
        .build();
    return new Planned(new TableUpdateStep(Action.CREATE_INDEX, expected.tableName(), index.indexName(),
        TableCheck.describe(index)), request, true, index.indexName());
  }

  /** Adds a vector index online, with the attribute definitions of its search schema. */
  private static Planned addVectorIndex(CreateTableRequest expected, VectorIndex index) {
    Set<String> searched = new HashSet<>();
    for (SearchSchemaElement element : index.searchSchema()) {
      searched.add(element.attributeName());
    }
    List<AttributeDefinition> definitions = new ArrayList<>();
    for (AttributeDefinition definition : expected.attributeDefinitions()) {
      if (searched.contains(definition.attributeName())) {
        definitions.add(definition);
      }
    }
    CreateVectorIndexAction.Builder create = CreateVectorIndexAction.builder()
        .indexName(index.indexName())
        .vectorAttribute(index.vectorAttribute())
        .dimensions(index.dimensions())
        .distanceFunction(index.distanceFunctionAsString())
        .projection(index.projection());
    if (index.hasSearchSchema()) {
      create.searchSchema(index.searchSchema());
    }
    UpdateTableRequest.Builder request = UpdateTableRequest.builder().tableName(expected.tableName())
        .vectorIndexUpdates(VectorIndexUpdate.builder().create(create.build()).build());
    if (!definitions.isEmpty()) {
      request.attributeDefinitions(definitions);
    }
    return new Planned(new TableUpdateStep(Action.CREATE_VECTOR_INDEX, expected.tableName(), index.indexName(),
        VectorIndexCheck.describe(index)), request.build(), true, index.indexName());
  }

  /** ACTIVE when the table and the index are, else the first status that is not. */
  static String status(TableDescription table, String index) {
    if (table.tableStatus() != TableStatus.ACTIVE) {
      return "table " + table.tableStatusAsString();
    }
    if (index == null) {
      return ACTIVE;
    }
    for (GlobalSecondaryIndexDescription description : table.globalSecondaryIndexes()) {
      if (description.indexName().equals(index)) {
        if (description.indexStatus() == IndexStatus.ACTIVE && !Boolean.TRUE.equals(description.backfilling())) {
          return ACTIVE;
        }
        return description.indexStatusAsString()
            + (Boolean.TRUE.equals(description.backfilling()) ? " (backfilling)" : "");
      }
    }
    for (VectorIndexDescription description : table.vectorIndexes()) {
      if (description.indexName().equals(index)) {
        if (description.indexStatus() == IndexStatus.ACTIVE && !Boolean.TRUE.equals(description.backfilling())) {
          return ACTIVE;
        }
        return description.indexStatusAsString()
            + (Boolean.TRUE.equals(description.backfilling()) ? " (backfilling)" : "");
      }
    }
    return "index not listed yet";
  }

  /** Whether {@code before} has a difference of this kind, whose actual value starts with {@code actual} when given. */
  private static boolean has(TableReport before, Kind kind, String actual) {
    return before.differences().stream().anyMatch(d -> d.kind() == kind
        && (actual == null || d.actual() != null && d.actual().startsWith(actual)));
  }
}
