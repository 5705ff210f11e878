package dev.singletable.processor.writer;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.RuntimeSurface;
import java.util.Map;

/** The runtime and SDK types generated code calls, by name: the processor does not link them. */
public final class RuntimeTypes {
  private static final String RUNTIME = "dev.singletable.runtime";
  private static final String EXCEPTION = RUNTIME + ".exception";
  private static final String EXPRESSION = RUNTIME + ".expression";
  private static final String CODEC = RUNTIME + ".internal.codec";
  private static final String KEY = RUNTIME + ".internal.key";
  private static final String OPERATION = RUNTIME + ".operation";
  private static final String QUERY = RUNTIME + ".internal.query";

  public static final ClassName CHANGE_RECORD = ClassName.get("dev.singletable.runtime.stream", "ChangeRecord");
  public static final ClassName STREAM_CHANGE = ClassName.get("dev.singletable.runtime.stream", "StreamChange");
  public static final ClassName ENTITY_CHANGE = ClassName.get("dev.singletable.runtime.stream", "EntityChange");
  public static final ClassName UNRECOGNISED_CHANGE = ClassName.get("dev.singletable.runtime.stream", "UnrecognisedChange");
  public static final ClassName SINGLE_TABLE_EXCEPTION = ClassName.get("dev.singletable.runtime.exception", "SingleTableException");
  public static final ClassName STREAM_VIEW_TYPE = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "StreamViewType");
  public static final ClassName CREATE_TABLE_REQUEST = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "CreateTableRequest");
  public static final ClassName TABLE_DEFINITIONS = ClassName.get("dev.singletable.runtime", "TableDefinitions");
  public static final ClassName PROJECTED = ClassName.get("dev.singletable.runtime", "Projected");
  public static final ClassName PROJECTION_SCHEMA = ClassName.get("dev.singletable.runtime.internal", "ProjectionSchema");
  public static final ClassName MEMBERSHIP = ClassName.get("dev.singletable.runtime.internal.read", "Membership");
  public static final ClassName HYDRATION = ClassName.get("dev.singletable.runtime.batch", "Hydration");
  public static final ClassName PAGE = ClassName.get("dev.singletable.runtime.operation", "Page");
  public static final ClassName SCAN = ClassName.get("dev.singletable.runtime.scan", "Scan");
  public static final ClassName TABLE_SCAN = ClassName.get("dev.singletable.runtime.scan", "TableScan");
  public static final ClassName CONDITION = ClassName.get("dev.singletable.runtime.expression", "Condition");
  public static final ClassName BATCH_GET = ClassName.get("dev.singletable.runtime.batch", "BatchGet");
  public static final ClassName BATCH_WRITE = ClassName.get("dev.singletable.runtime.batch", "BatchWrite");
  public static final ClassName COLLECTION_QUERY = ClassName.bestGuess(RuntimeSurface.COLLECTION_QUERY);
  public static final ClassName SORT_KEY_PREFIX = ClassName.get(KEY, "SortKeyPrefix");
  public static final ClassName COLLECTION_FILTER = ClassName.get("dev.singletable.runtime.collection", "CollectionFilter");
  public static final ClassName COLLECTION_DEFINITION = ClassName.get("dev.singletable.runtime.collection", "CollectionDefinition");
  public static final ClassName SEALED_GET = ClassName.get("dev.singletable.runtime.collection", "SealedGet");
  public static final ClassName SEALED_ITEMS = ClassName.get("dev.singletable.runtime.collection", "SealedItems");
  public static final ClassName CAPACITY = ClassName.get("dev.singletable.runtime", "Capacity");
  public static final ClassName TABLE_OPTIONS = ClassName.get("dev.singletable.runtime.table", "TableOptions");
  public static final ClassName VECTOR_SEARCH = ClassName.get("dev.singletable.runtime.operation", "VectorSearch");
  public static final ClassName VECTOR_INDEXES = ClassName.get("dev.singletable.runtime.table", "VectorIndexes");
  public static final ClassName VECTOR_DISTANCE_FUNCTION = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "VectorDistanceFunction");
  public static final ClassName SDK_PROJECTION_TYPE = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ProjectionType");
  public static final ClassName TABLE_DEFINITION = ClassName.get("dev.singletable.runtime.table", "TableDefinition");
  public static final ClassName TABLE_CLASS = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "TableClass");
  public static final ClassName UPDATE_CONTINUOUS_BACKUPS_REQUEST = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "UpdateContinuousBackupsRequest");
  public static final ClassName TRANSACT_GET = ClassName.get("dev.singletable.runtime.operation", "TransactGet");
  public static final ClassName TRANSACT_WRITE = ClassName.get("dev.singletable.runtime.operation", "TransactWrite");
  public static final ClassName TRANSACT_WRITES = ClassName.get("dev.singletable.runtime.operation", "TransactWrites");
  public static final ClassName UPDATE_TIME_TO_LIVE_REQUEST = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "UpdateTimeToLiveRequest");
  public static final ClassName TIME_TO_LIVE_SPECIFICATION = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "TimeToLiveSpecification");
  public static final ClassName INVALID_ITEM = ClassName.get("dev.singletable.runtime.exception", "InvalidItem");
  static final ClassName ATTRIBUTE_CODEC = ClassName.get(RUNTIME, "AttributeCodec");
  public static final ClassName ATTRIBUTE_PATH = ClassName.get(EXPRESSION, "AttributePath");
  public static final ClassName CODECS = ClassName.get(CODEC, "Codecs");
  public static final ClassName DEFERRED_CODEC = ClassName.get(CODEC, "DeferredCodec");
  public static final ClassName ATTRIBUTE_INDEX_DEFINITION = ClassName.get(RUNTIME, "AttributeIndexDefinition");
  public static final ClassName ATTRIBUTE_KEY_CONDITION = ClassName.get(KEY, "AttributeKeyCondition");
  public static final ClassName ATTRIBUTE_QUERY_STEP = ClassName.bestGuess(RuntimeSurface.ATTRIBUTE_QUERY_STEP);
  public static final ClassName SHARDS = ClassName.get(KEY, "Shards");
  public static final ClassName IDS = ClassName.get(RUNTIME + ".internal", "Ids");
  public static final ClassName ABSENT_VALUES = ClassName.get(RUNTIME + ".internal", "AbsentValues");
  public static final ClassName SHARDED_QUERY = ClassName.get(RUNTIME + ".shard", "ShardedQuery");
  public static final ClassName KEY_ATTRIBUTE = ClassName.get(RUNTIME, "KeyAttribute");
  public static final ClassName SCALAR_ATTRIBUTE_TYPE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ScalarAttributeType");
  public static final ClassName CONDITION_FAILED_EXCEPTION = ClassName.get(EXCEPTION, "ConditionFailedException");
  public static final ClassName DELETE_OPERATION = ClassName.get(OPERATION, "DeleteOperation");
  public static final ClassName ENTITY_SCHEMA = ClassName.get(RUNTIME, "EntitySchema");
  public static final ClassName GET_OPERATION = ClassName.get(OPERATION, "GetOperation");
  public static final ClassName IDENTITY = ClassName.get(CODEC, "Identity");
  public static final ClassName IDENTITY_OWNER = IDENTITY.nestedClass("Owner");
  public static final ClassName IDENTITY_DECODER = IDENTITY.nestedClass("Decoder");
  public static final ClassName INDEX_DEFINITION = ClassName.get(RUNTIME, "IndexDefinition");
  public static final ClassName INVALID_ITEM_EXCEPTION = ClassName.get(EXCEPTION, "InvalidItemException");
  public static final ClassName INVALID_VALUE_EXCEPTION = ClassName.get(EXCEPTION, "InvalidValueException");
  public static final ClassName TYPED_KEY = ClassName.get(RUNTIME, "Key");
  public static final ClassName ITEMS = ClassName.get(CODEC, "Items");
  public static final ClassName LIMITS = ClassName.get(CODEC, "Limits");
  public static final ClassName VECTORS = ClassName.get("dev.singletable.runtime.internal.write", "Vectors");
  public static final ClassName MEASURE = ClassName.get(CODEC, "Measure");
  public static final ClassName MEASURED_CODEC = MEASURE.nestedClass("Codec");
  public static final ClassName INDEX_KEYS = ClassName.get(KEY, "IndexKeys");
  public static final ClassName INDEX_KEY_VALUES = INDEX_KEYS.nestedClass("Values");
  public static final ClassName INDEX_KEYS_OWNER = INDEX_KEYS.nestedClass("Owner");
  static final ClassName INCOMPLETE_UPDATE_EXCEPTION = ClassName.get(EXCEPTION, "IncompleteUpdateException");
  public static final ClassName KEY_TEMPLATE = ClassName.get(KEY, "KeyTemplate");
  public static final ClassName KEY_OWNERSHIP = ClassName.get(KEY, "KeyOwnership");
  public static final ClassName LIST_PATH = ClassName.get(EXPRESSION, "ListPath");
  public static final ClassName RECORD_LIST_PATH = ClassName.get(EXPRESSION, "RecordListPath");
  public static final ClassName LONG_ATTRIBUTE = ClassName.get(EXPRESSION, "LongAttribute");
  public static final ClassName LONG_PATH = ClassName.get(EXPRESSION, "LongPath");
  public static final ClassName KEY_ONLY_PATH = ClassName.get(EXPRESSION, "KeyOnlyPath");
  public static final ClassName PUT_OPERATION = ClassName.get(OPERATION, "PutOperation");
  public static final ClassName QUERY_OPERATION = ClassName.get(OPERATION, "QueryOperation");
  public static final ClassName QUERY_STEP = ClassName.bestGuess(RuntimeSurface.KEY_QUERY_STEP);
  public static final ClassName QUERIES = ClassName.get(QUERY, "Queries");
  public static final ClassName TABLE_QUERY = ClassName.get(OPERATION, "TableQuery");
  public static final ClassName SET_PATH = ClassName.get(EXPRESSION, "SetPath");
  public static final ClassName MAP_PATH = ClassName.get(EXPRESSION, "MapPath");
  public static final ClassName STORED_KEYS = ClassName.get(KEY, "StoredKeys");
  public static final ClassName KEY_COMPONENTS = ClassName.get(KEY, "KeyComponents");
  public static final ClassName SORT_KEY_CONDITION = ClassName.get(KEY, "SortKeyCondition");
  public static final ClassName TABLE = ClassName.get(RUNTIME, "Table");
  public static final ClassName UPDATABLE_ATTRIBUTE = ClassName.bestGuess(RuntimeSurface.UPDATABLE_ATTRIBUTE);
  public static final ClassName UPDATE_OPERATION = ClassName.get(OPERATION, "UpdateOperation");
  public static final ClassName WRONG_ENTITY_EXCEPTION = ClassName.get(EXCEPTION, "WrongEntityException");

  public static final ClassName ATTRIBUTE_VALUE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "AttributeValue");
  public static final ClassName ATTRIBUTE_VALUE_TYPE = ATTRIBUTE_VALUE.nestedClass("Type");
  /** {@code Map<String, AttributeValue>}: an item, a key, a map attribute. */
  public static final TypeName ITEM =
      ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), ATTRIBUTE_VALUE);

  static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
  /** The value of {@code @Generated}: the processor's name, without a date so output is reproducible. */
  static final String GENERATOR = "dev.singletable.processor.SingleTableProcessor";

  private RuntimeTypes() {}

  public static TypeName codecOf(TypeName type) {
    return ParameterizedTypeName.get(ATTRIBUTE_CODEC, type);
  }
}
