package dev.singletable.processor.writer;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import java.util.Map;

/** The runtime and SDK types generated code calls, by name: the processor does not link them. */
final class RuntimeTypes {
  private static final String RUNTIME = "dev.singletable.runtime";
  private static final String EXCEPTION = RUNTIME + ".exception";
  private static final String EXPRESSION = RUNTIME + ".expression";
  private static final String CODEC = RUNTIME + ".internal.codec";
  private static final String KEY = RUNTIME + ".internal.key";
  private static final String OPERATION = RUNTIME + ".operation";

  static final ClassName CHANGE_RECORD = ClassName.get("dev.singletable.runtime.stream", "ChangeRecord");
  static final ClassName STREAM_CHANGE = ClassName.get("dev.singletable.runtime.stream", "StreamChange");
  static final ClassName ENTITY_CHANGE = ClassName.get("dev.singletable.runtime.stream", "EntityChange");
  static final ClassName UNRECOGNISED_CHANGE = ClassName.get("dev.singletable.runtime.stream", "UnrecognisedChange");
  static final ClassName SINGLE_TABLE_EXCEPTION = ClassName.get("dev.singletable.runtime.exception", "SingleTableException");
  static final ClassName STREAM_VIEW_TYPE = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "StreamViewType");
  static final ClassName CREATE_TABLE_REQUEST = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "CreateTableRequest");
  static final ClassName TABLE_DEFINITIONS = ClassName.get("dev.singletable.runtime", "TableDefinitions");
  static final ClassName PROJECTED = ClassName.get("dev.singletable.runtime", "Projected");
  static final ClassName PROJECTION_SCHEMA = ClassName.get("dev.singletable.runtime.internal", "ProjectionSchema");
  static final ClassName HYDRATION = ClassName.get("dev.singletable.runtime.batch", "Hydration");
  static final ClassName PAGE = ClassName.get("dev.singletable.runtime.operation", "Page");
  static final ClassName SCAN = ClassName.get("dev.singletable.runtime.scan", "Scan");
  static final ClassName CONDITION = ClassName.get("dev.singletable.runtime.expression", "Condition");
  static final ClassName BATCH_GET = ClassName.get("dev.singletable.runtime.batch", "BatchGet");
  static final ClassName BATCH_WRITE = ClassName.get("dev.singletable.runtime.batch", "BatchWrite");
  static final ClassName COLLECTION_QUERY = ClassName.get("dev.singletable.runtime.collection", "CollectionQuery");
  static final ClassName COLLECTION_DEFINITION = ClassName.get("dev.singletable.runtime.collection", "CollectionDefinition");
  static final ClassName CAPACITY = ClassName.get("dev.singletable.runtime", "Capacity");
  static final ClassName TRANSACT_GET = ClassName.get("dev.singletable.runtime.operation", "TransactGet");
  static final ClassName TRANSACT_WRITE = ClassName.get("dev.singletable.runtime.operation", "TransactWrite");
  static final ClassName UPDATE_TIME_TO_LIVE_REQUEST = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "UpdateTimeToLiveRequest");
  static final ClassName TIME_TO_LIVE_SPECIFICATION = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "TimeToLiveSpecification");
  static final ClassName INVALID_ITEM = ClassName.get("dev.singletable.runtime.exception", "InvalidItem");
  static final ClassName ATTRIBUTE_CODEC = ClassName.get(RUNTIME, "AttributeCodec");
  static final ClassName ATTRIBUTE_PATH = ClassName.get(EXPRESSION, "AttributePath");
  static final ClassName CODECS = ClassName.get(CODEC, "Codecs");
  static final ClassName ATTRIBUTE_INDEX_DEFINITION = ClassName.get(RUNTIME, "AttributeIndexDefinition");
  static final ClassName ATTRIBUTE_KEY_CONDITION = ClassName.get(KEY, "AttributeKeyCondition");
  static final ClassName ATTRIBUTE_QUERY_STEP = ClassName.get(OPERATION, "AttributeQueryStep");
  static final ClassName SHARDS = ClassName.get(KEY, "Shards");
  static final ClassName SHARDED_QUERY = ClassName.get(RUNTIME + ".shard", "ShardedQuery");
  static final ClassName KEY_ATTRIBUTE = ClassName.get(RUNTIME, "KeyAttribute");
  static final ClassName SCALAR_ATTRIBUTE_TYPE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ScalarAttributeType");
  static final ClassName CONDITION_FAILED_EXCEPTION = ClassName.get(EXCEPTION, "ConditionFailedException");
  static final ClassName DELETE_OPERATION = ClassName.get(OPERATION, "DeleteOperation");
  static final ClassName ENTITY_SCHEMA = ClassName.get(RUNTIME, "EntitySchema");
  static final ClassName GET_OPERATION = ClassName.get(OPERATION, "GetOperation");
  static final ClassName IDENTITY = ClassName.get(CODEC, "Identity");
  static final ClassName IDENTITY_OWNER = IDENTITY.nestedClass("Owner");
  static final ClassName INDEX_DEFINITION = ClassName.get(RUNTIME, "IndexDefinition");
  static final ClassName INVALID_ITEM_EXCEPTION = ClassName.get(EXCEPTION, "InvalidItemException");
  static final ClassName INVALID_VALUE_EXCEPTION = ClassName.get(EXCEPTION, "InvalidValueException");
  static final ClassName TYPED_KEY = ClassName.get(RUNTIME, "Key");
  static final ClassName ITEMS = ClassName.get(CODEC, "Items");
  static final ClassName LIMITS = ClassName.get(CODEC, "Limits");
  static final ClassName INDEX_KEYS = ClassName.get(KEY, "IndexKeys");
  static final ClassName INDEX_KEY_VALUES = INDEX_KEYS.nestedClass("Values");
  static final ClassName INDEX_KEYS_OWNER = INDEX_KEYS.nestedClass("Owner");
  static final ClassName INCOMPLETE_UPDATE_EXCEPTION = ClassName.get(EXCEPTION, "IncompleteUpdateException");
  static final ClassName KEY_TEMPLATE = ClassName.get(KEY, "KeyTemplate");
  static final ClassName KEY_OWNERSHIP = ClassName.get(KEY, "KeyOwnership");
  static final ClassName LIST_PATH = ClassName.get(EXPRESSION, "ListPath");
  static final ClassName RECORD_LIST_PATH = ClassName.get(EXPRESSION, "RecordListPath");
  static final ClassName LONG_ATTRIBUTE = ClassName.get(EXPRESSION, "LongAttribute");
  static final ClassName LONG_PATH = ClassName.get(EXPRESSION, "LongPath");
  static final ClassName KEY_ONLY_PATH = ClassName.get(EXPRESSION, "KeyOnlyPath");
  static final ClassName PUT_OPERATION = ClassName.get(OPERATION, "PutOperation");
  static final ClassName QUERY_OPERATION = ClassName.get(OPERATION, "QueryOperation");
  static final ClassName QUERY_STEP = ClassName.get(OPERATION, "QueryStep");
  static final ClassName SET_PATH = ClassName.get(EXPRESSION, "SetPath");
  static final ClassName MAP_PATH = ClassName.get(EXPRESSION, "MapPath");
  static final ClassName STORED_KEYS = ClassName.get(KEY, "StoredKeys");
  static final ClassName KEY_COMPONENTS = ClassName.get(KEY, "KeyComponents");
  static final ClassName SORT_KEY_CONDITION = ClassName.get(KEY, "SortKeyCondition");
  static final ClassName TABLE = ClassName.get(RUNTIME, "Table");
  static final ClassName UPDATABLE_ATTRIBUTE = ClassName.get(EXPRESSION, "UpdatableAttribute");
  static final ClassName UPDATE_OPERATION = ClassName.get(OPERATION, "UpdateOperation");
  static final ClassName WRONG_ENTITY_EXCEPTION = ClassName.get(EXCEPTION, "WrongEntityException");

  static final ClassName ATTRIBUTE_VALUE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "AttributeValue");
  static final ClassName ATTRIBUTE_VALUE_TYPE = ATTRIBUTE_VALUE.nestedClass("Type");
  /** {@code Map<String, AttributeValue>}: an item, a key, a map attribute. */
  static final TypeName ITEM =
      ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), ATTRIBUTE_VALUE);

  static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
  /** The value of {@code @Generated}: the processor's name, without a date so output is reproducible. */
  static final String GENERATOR = "dev.singletable.processor.SingleTableProcessor";

  private RuntimeTypes() {}

  static TypeName codecOf(TypeName type) {
    return ParameterizedTypeName.get(ATTRIBUTE_CODEC, type);
  }
}
