package dev.singletable.processor.diagnostics;

import java.util.Locale;

/**
 * Every message singletable prints. Each starts with a stable id in brackets, e.g. {@code
 * [SingleTableUnknownPlaceholder]}, that tests, build logs and documentation can refer to; the text
 * after it may improve.
 */
public enum Message {
  NOT_A_RECORD("SingleTableNotARecord", "@Entity %s is %s; entities must be records"),
  UNSUPPORTED_RECORD(
      "SingleTableUnsupportedRecord",
      "@Entity record %s is %s; the generated %s must construct it from its package, so make it a"
          + " non-private, non-generic top-level or nested record"),
  MISSING_PK(
      "SingleTableMissingPk",
      "@Entity %s has no @Pk; every entity needs a partition-key template, e.g. @Pk(template ="
          + " \"%s#${id}\")"),

  EMPTY_TEMPLATE("SingleTableMalformedTemplate", "the key template of %s is empty"),
  UNCLOSED_PLACEHOLDER(
      "SingleTableMalformedTemplate",
      "key template \"%s\" of %s opens a placeholder at offset %d that is never closed by '}'"),
  EMPTY_PLACEHOLDER(
      "SingleTableMalformedTemplate",
      "key template \"%s\" of %s has an empty placeholder ${} at offset %d; name a component, e.g."
          + " ${id}"),
  ADJACENT_PLACEHOLDERS(
      "SingleTableMalformedTemplate",
      "key template \"%s\" of %s has two placeholders with nothing between them (offset %d), so a"
          + " rendered key could not be split back; put a delimiter such as '#' between them"),
  LETTER_OR_DIGIT_AFTER_PLACEHOLDER(
      "SingleTableMalformedTemplate",
      "key template \"%s\" of %s follows a placeholder with the letter, digit or non-BMP character at"
          + " offset %d, which a value could end with too; start the literal with a delimiter such as"
          + " '#'"),
  BACKSLASH_IN_LITERAL(
      "SingleTableMalformedTemplate",
      "key template \"%s\" of %s has a backslash at offset %d; the backslash escapes delimiters in"
          + " rendered keys and cannot be part of the template's literal text"),

  UNKNOWN_PLACEHOLDER(
      "SingleTableUnknownPlaceholder",
      "placeholder ${%s} in key template \"%s\" names no component of %s; did you mean ${%s}?"
          + " Components: %s"),
  UNKNOWN_PLACEHOLDER_NO_COMPONENTS(
      "SingleTableUnknownPlaceholder",
      "placeholder ${%s} in key template \"%s\" names no component: %s has none"),
  UNSUPPORTED_KEY_TYPE(
      "SingleTableUnsupportedKeyType",
      "placeholder ${%s} in key template \"%s\" is of type %s, which keys cannot hold; key"
          + " components are String, enums, byte, short, int, long, double, float (boxed or not),"
          + " BigInteger, BigDecimal, boolean, Instant, LocalDate or UUID"),
  AMBIGUOUS_KEY_COMPONENT(
      "SingleTableAmbiguousKeyComponent",
      "placeholder ${%s} in key template \"%s\" is followed by '%s', which its rendering as %s can"
          + " contain (%s), so a rendered key could not be split back; follow it with a character"
          + " outside that set, such as '#'"),

  MISSING_INDEX_PK(
      "SingleTableMissingIndexPk",
      "@Gsi index \"%s\" has no pk template; a global secondary index needs a partition key"),
  DUPLICATE_INDEX(
      "SingleTableDuplicateIndex",
      "index \"%s\" is declared more than once on %s; declare each @Gsi once"),
  DUPLICATE_INDEX_NAME(
      "SingleTableDuplicateIndexName",
      "access pattern name \"%s\" of index \"%s\" is already the name of index \"%s\"; give each"
          + " @Gsi its own name"),
  INDEX_NAME_CLASH(
      "SingleTableNameClash",
      "access pattern name \"%s\" of index \"%s\" and \"%s\" of index \"%s\" both give the"
          + " generated query method %s(...); give the indexes names that differ in more than case and"
          + " punctuation"),
  SERVICE_NAME_CLASH(
      "SingleTableNameClash",
      "%s \"%s\" gives the generated method %s() of %s, which %s already has for %s; give it a name"
          + " that differs in more than case and punctuation"),
  INVALID_INDEX_NAME(
      "SingleTableInvalidIndexName",
      "access pattern name \"%s\" of index \"%s\" %s; it names generated methods, so set @Gsi(name)"
          + " to a Java identifier such as \"byType\""),
  INDEX_KEY_TWO_WAYS(
      "SingleTableIndexKeyTwoWays",
      "@Gsi index \"%s\" names pkAttributes and also %s; an index is keyed either by templates (pk, sk,"
          + " pkField, skField) or by attributes (pkAttributes, skAttributes)"),
  REQUIRED_ATTRIBUTE_INDEX(
      "SingleTableRequiredAttributeIndex",
      "@Gsi index \"%s\" is keyed by attributes and says required = true; only indexes rendered from"
          + " templates (pk, sk) can be required so far, an index keyed by attributes is sparse"),
  TOO_MANY_INDEX_ATTRIBUTES(
      "SingleTableTooManyIndexAttributes",
      "@Gsi index \"%s\" has %d %s attributes; DynamoDB allows at most four partition and four sort"
          + " attributes"),
  UNKNOWN_INDEX_ATTRIBUTE(
      "SingleTableUnknownIndexAttribute",
      "@Gsi index \"%s\" is keyed by \"%s\", which names no component of %s; did you mean \"%s\"?"),
  UNSUPPORTED_INDEX_ATTRIBUTE_TYPE(
      "SingleTableUnsupportedIndexAttributeType",
      "@Gsi index \"%s\" is keyed by component %s of type %s; an index key attribute is a string (String,"
          + " enum, Instant, LocalDate, UUID), a number or byte[], stored as the library stores it, without"
          + " @Converter"),
  DUPLICATE_INDEX_ATTRIBUTE(
      "SingleTableDuplicateIndexAttribute",
      "@Gsi index \"%s\" names component %s twice; each key attribute appears once"),
  INDEX_ATTRIBUTES_DISAGREE(
      "SingleTableIndexAttributesDisagree",
      "%s keys index \"%s\" as %s, but entity \"%s\" of service \"%s\" keys it as %s; entities sharing"
          + " an index need the same key attributes, in the same order, of the same types"),
  LSI_WITHOUT_SORT_KEY(
      "SingleTableLsiWithoutSortKey",
      "@Lsi index \"%s\" of %s needs a table with a sort key: a local secondary index orders the"
          + " table's partitions by another sort key; add @Sk, or use a @Gsi"),
  TOO_MANY_LSIS(
      "SingleTableTooManyLsis",
      "%s declares local secondary index \"%s\" beyond the %s; DynamoDB allows at most five local"
          + " secondary indexes per table"),
  LSI_SORT_KEY_FIELD(
      "SingleTableLsiSortKeyField",
      "@Lsi index \"%s\" stores its sort key in \"%s\", which is the table's %s key attribute; an"
          + " alternate sort key needs an attribute of its own, such as \"%ssk\""),
  LSI_AFTER_CREATION(
      "SingleTableLsiAfterCreation",
      "local secondary index \"%s\" of %s is not in its locked layout %s in %s: DynamoDB creates local"
          + " secondary indexes with the table only, so a table already holding these items cannot get it;"
          + " create a new table with the index and copy the items (then accept the layout with"
          + " -Asingletable.lock.update=true), or use a @Gsi"),
  CAPACITY_UNITS(
      "SingleTableCapacityUnits",
      "%s gives %s; provisioned capacity needs at least 1 read and 1 write unit"),
  INDEX_CAPACITY_WITHOUT_PROVISIONED(
      "SingleTableIndexCapacityWithoutProvisioned",
      "@Gsi index \"%s\" of %s gives capacity units, but no entity of service \"%s\" is @Provisioned, so"
          + " its table is billed on demand; add @Provisioned(read = ..., write = ...) to an entity of the"
          + " service, or leave readCapacity and writeCapacity out"),
  CAPACITY_MISMATCH(
      "SingleTableCapacityMismatch",
      "%s gives %s %s, but entity \"%s\" of service \"%s\" gives it %s; a table and each of its indexes"
          + " have one capacity, so entities of one service declare the same"),
  RECOVERY_PERIOD(
      "SingleTableRecoveryPeriod",
      "@TableOptions of %s gives recoveryPeriodDays = %d; point-in-time recovery keeps 1 to 35 days (leave it"
          + " out for DynamoDB's default, 35)"),
  RECOVERY_PERIOD_WITHOUT_RECOVERY(
      "SingleTableRecoveryPeriodWithoutRecovery",
      "@TableOptions of %s gives recoveryPeriodDays = %d without pointInTimeRecovery = true; the period is"
          + " that of point-in-time recovery, so turn it on or leave the period out"),
  ON_DEMAND_MAXIMUM_PROVISIONED(
      "SingleTableOnDemandMaximumProvisioned",
      "@TableOptions of %s gives an on-demand maximum (%s), but service \"%s\" is @Provisioned (entity"
          + " \"%s\"), so its table is not billed on demand; leave maxReadRequestUnits and"
          + " maxWriteRequestUnits out, or the @Provisioned"),
  THROUGHPUT_UNITS(
      "SingleTableThroughputUnits",
      "%s gives %s = %d; throughput units are at least 1 (leave the value out for none)"),
  TAG_KEY(
      "SingleTableTagKey",
      "@TableOptions of %s tags key \"%s\", which %s"),
  DUPLICATE_TAG(
      "SingleTableDuplicateTag",
      "@TableOptions of %s tags key \"%s\" twice; a table has one value per tag key"),
  TAG_VALUE(
      "SingleTableTagValue",
      "@TableOptions of %s tags key \"%s\" with a value of %d characters; DynamoDB allows at most 256"),
  KMS_KEY(
      "SingleTableKmsKey",
      "@TableOptions of %s gives an empty kmsKey; name the KMS key by its id, ARN or alias (\"alias/app\"),"
          + " or leave kmsKey out for the key DynamoDB owns"),
  TABLE_OPTIONS_MISMATCH(
      "SingleTableTableOptionsMismatch",
      "%s gives %s %s, but entity \"%s\" of service \"%s\" gives %s; a table has one set of options, so"
          + " entities of one service declare the same"),
  UNKNOWN_PROJECTED_ATTRIBUTE(
      "SingleTableUnknownProjectedAttribute",
      "@Gsi index \"%s\" includes \"%s\", which names no component of %s; did you mean \"%s\"?"),
  INCLUDE_WITHOUT_INCLUDE_PROJECTION(
      "SingleTableIncludeWithoutIncludeProjection",
      "@Gsi index \"%s\" names include components but its projection is %s; include is read with"
          + " projection = INCLUDE only"),
  EMPTY_INCLUDE_PROJECTION(
      "SingleTableEmptyIncludeProjection",
      "@Gsi index \"%s\" has projection INCLUDE but includes no component; name the components in"
          + " include, or use projection = KEYS_ONLY"),
  DUPLICATE_PROJECTED_ATTRIBUTE(
      "SingleTableDuplicateProjectedAttribute",
      "@Gsi index \"%s\" includes component %s twice; name each component once"),
  PROJECTED_COMPONENT_NAME(
      "SingleTableProjectedComponentName",
      "@Gsi index \"%s\" projects component %s, whose name is taken by the method of the generated"
          + " projection record that gives the entity's primary key; rename the component"),
  ATTRIBUTE_INDEX_PROJECTION(
      "SingleTableAttributeIndexProjection",
      "@Gsi index \"%s\" is keyed by attributes and sets %s; an index keyed by attributes projects"
          + " every attribute, so leave projection and include out or key the index by templates"),
  PROJECTED_COLLECTION(
      "SingleTableProjectedCollection",
      "@Gsi index \"%s\" names collection \"%s\" but projects %s; a collection reads its members' full"
          + " records, so its index projects ALL"),
  PROJECTION_MISMATCH(
      "SingleTableProjectionMismatch",
      "%s projects index \"%s\" as %s, but entity \"%s\" of service \"%s\" projects it as %s; an"
          + " index has one projection, so entities sharing it declare the same one (their included"
          + " components are stored together)"),
  SHARD_FIRST(
      "SingleTableShardFirst",
      "@Shard on %s numbers its shards from %d; shard numbers start at 0 or above, so that 0 can ask for"
          + " one at random"),
  HOT_PARTITION(
      "SingleTableHotPartition",
      "@Pk template \"%s\" of %s is constant, so every %s item is written to one partition, which"
          + " takes about 1000 writes per second; spread it with a component, or over shards with @Shard,"
          + " or, for an entity written rarely, add @SuppressWarnings(\"SingleTableHotPartition\")"),
  SHARD_TYPE(
      "SingleTableShardType",
      "@Shard on component %s of type %s; a shard is an int, numbered from 1, 0 meaning none chosen yet"),
  SHARD_COUNT(
      "SingleTableShardCount",
      "@Shard(%d) on component %s; the number of shards must be from 2 to 1000"),
  SHARD_NOT_IN_PARTITION_KEY(
      "SingleTableShardNotInPartitionKey",
      "@Shard component %s is not a placeholder of the @Pk template \"%s\"; a shard spreads the partition"
          + " key, e.g. @Pk(template = \"%s_${%s}\")"),
  SHARD_BY_UNKNOWN(
      "SingleTableShardByUnknown",
      "@Shard(by = \"%s\") on component %s names no other component of %s; did you mean \"%s\"?"),
  DUPLICATE_SHARD(
      "SingleTableDuplicateShard",
      "@Shard on component %s of %s, which already has it on component %s; an entity has at most one"),
  NUMBER_KEY_TEMPLATE(
      "SingleTableNumberKeyTemplate",
      "%s is stored as %s, but its template \"%s\" is not a single placeholder; such a key holds"
          + " exactly one %s component and no literal text, e.g. template = \"${id}\" (or keep"
          + " the default type STRING)"),
  NUMBER_KEY_COMPONENT(
      "SingleTableNumberKeyComponent",
      "%s is stored as %s, but its component %s is of type %s; such a key holds %s"),
  NUMBER_KEY_UNSUPPORTED(
      "SingleTableNumberKeyUnsupported",
      "%s stores a primary key attribute as %s and uses %s, which writes or reads string keys;"
          + " keep the key a STRING"),
  NUMBER_KEY_MISMATCH(
      "SingleTableNumberKeyMismatch",
      "%s stores key attribute \"%s\" as type %s, but entity \"%s\" of service \"%s\" stores it as"
          + " type %s; the entities share the table, which has one type per key attribute"),
  CONFLICTING_KEY_FIELD(
      "SingleTableConflictingKeyField",
      "key attribute \"%s\" is written from template \"%s\" by %s and from template \"%s\" by %s;"
          + " one attribute can hold one template"),

  PADDED_NOT_INTEGRAL(
      "SingleTablePaddedNotIntegral",
      "@Padded on component %s of type %s; only byte, short, int, long (boxed or not) and"
          + " BigInteger can be padded"),
  ORDERED_NOT_INTEGRAL(
      "SingleTableOrderedNotIntegral",
      "@Ordered on component %s of type %s; only byte, short, int, long (boxed or not) and"
          + " BigInteger take @Ordered (BigDecimal, double and float are always ordered in keys)"),
  ORDERED_AND_PADDED(
      "SingleTableOrderedAndPadded",
      "component %s carries both @Ordered and @Padded; a key renders a number one way, so keep one"),
  PADDED_WIDTH(
      "SingleTablePaddedWidth",
      "@Padded(%d) on component %s; the width must be from 1 to 38 digits"),
  UNSUPPORTED_TYPE(
      "SingleTableUnsupportedType",
      "component %s of type %s cannot be stored: %s is not supported. Supported are String,"
          + " primitives and their boxes, BigDecimal, BigInteger, byte[], Instant, LocalDate, UUID,"
          + " enums, records, Object (a free-form document), List<T>, Set<String>, sets of numbers"
          + " and Map<String, T>; anything else needs @Converter"),
  CONVERTER_NOT_INSTANTIABLE(
      "SingleTableConverterNotInstantiable",
      "@Converter %s of component %s cannot be instantiated by the generated code; it must be a"
          + " non-abstract class with a no-argument constructor, both accessible from package %s"),
  CONVERTER_TYPE_MISMATCH(
      "SingleTableConverterTypeMismatch",
      "@Converter %s of component %s is not an AttributeCodec<%s>"),
  EMPTY_ATTRIBUTE_NAME(
      "SingleTableEmptyAttributeName",
      "@Attribute on component %s has an empty name; DynamoDB attribute names cannot be empty"),
  KEY_STORED_TEXT(
      "SingleTableKeyStoredText",
      "constant %s of enum %s is stored as \"%s\", which key template \"%s\" (%s) cannot hold: %s; give it a"
          + " @StoredAs text of at least one character, valid Unicode and short enough for a key"),
  ENUM_STORED_TEXT_DUPLICATE(
      "SingleTableEnumStoredTextDuplicate",
      "constant %s of enum %s is stored as \"%s\", as constant %s is, so a stored %s could not be read back;"
          + " give each constant its own @StoredAs text"),
  ATTRIBUTE_NAME_CLASH(
      "SingleTableAttributeNameClash",
      "component %s is stored as \"%s\", which is %s; %s"),
  DUPLICATE_ATTRIBUTE_NAME(
      "SingleTableDuplicateAttributeName",
      "component %s is stored as \"%s\", like component %s; give one of them another"
          + " @Attribute(name = \"...\")"),

  VERSION_TYPE(
      "SingleTableVersionType",
      "@Version on component %s of type %s; a version is a long or int (boxed or not) stored as the"
          + " library stores it, without @Converter"),
  TIMESTAMP_TYPE(
      "SingleTableTimestampType",
      "%s on component %s of type %s; the library sets it to the time of the write, so it must be an"
          + " Instant, without @Converter (@InstantFormat stores it in another tool's form)"),
  TTL_TYPE(
      "SingleTableTtlType",
      "@Ttl on component %s of type %s; a time to live is an Instant, stored as epoch seconds, without"
          + " @Converter"),
  UNIQUE_TYPE(
      "SingleTableUniqueType",
      "@Unique on component %s of type %s; unique values are Strings, claimed by guard items, without"
          + " @Converter"),
  DUPLICATE_LIFECYCLE(
      "SingleTableDuplicateLifecycle",
      "%s on component %s of %s, which already has it on component %s; an entity has at most one"),
  CONFLICTING_LIFECYCLE(
      "SingleTableConflictingLifecycle",
      "component %s carries both %s and %s; the library can keep it one way only"),
  KEY_ONLY_OUTSIDE_PRIMARY_KEY(
      "SingleTableKeyOnlyOutsidePrimaryKey",
      "@KeyOnly on component %s, which the primary key is not rendered from; only a component of the @Pk or"
          + " @Sk template can be stored in the key alone and read back from it"),
  LIFECYCLE_IN_KEY(
      "SingleTableLifecycleInKey",
      "%s component %s is part of %s; %s"),
  LIFECYCLE_IN_NESTED_RECORD(
      "SingleTableLifecycleInNestedRecord",
      "%s on component %s of nested record %s; lifecycle annotations apply to an entity's own"
          + " components only"),
  COLLECTION_MISMATCH(
      "SingleTableCollectionMismatch",
      "%s names collection \"%s\" of service \"%s\" with partition key %s, but entity \"%s\" of that"
          + " collection has %s; entities of a collection share their partitions, so their partition keys"
          + " need the same attribute, the same template text around the placeholders and placeholders of"
          + " the same types"),
  COLLECTION_INDEX_MISMATCH(
      "SingleTableCollectionIndexMismatch",
      "%s names collection \"%s\" of service \"%s\" on %s, but entity \"%s\" names it on %s; a collection"
          + " is read by one query of one index, so its entities name it on the same index"),
  SUB_COLLECTION_WITHOUT_COLLECTION(
      "SingleTableSubCollectionWithoutCollection",
      "%s names sub-collection \"%s\" on %s, which names no collection; a sub-collection narrows a"
          + " collection, so name the collection too"),
  SUB_COLLECTION_NOT_SHARED(
      "SingleTableSubCollectionNotShared",
      "%s names sub-collection \"%s\" of collection \"%s\" with sort key %s, but its members' sort keys"
          + " (%s) do not start with the same component: a sub-collection is read by the leading components"
          + " its members' sort keys share, so they need the same literal text and components, rendered"
          + " alike, at the start of their sort keys, each followed by the same delimiter"),
  INDEX_MISMATCH(
      "SingleTableIndexMismatch",
      "%s keys %s with %s, but entity \"%s\" of service \"%s\" keys it with %s; entities sharing an index"
          + " share its key attributes, so they need the same partition-key and sort-key attributes, and"
          + " both or neither a sort key"),
  TTL_CONFLICT(
      "SingleTableTtlConflict",
      "@Ttl component %s of %s is stored as \"%s\", but entity \"%s\" of service \"%s\" stores its"
          + " @Ttl as \"%s\"; DynamoDB reads one time-to-live attribute per table"),
  LATE_SERVICE_ENTITY(
      "SingleTableLateServiceEntity",
      "%s joins service \"%s\" after its %s was generated in an earlier round; generate the entity's"
          + " types before the processor's first round, or give it its own service"),

  DUPLICATE_ENTITY_NAME(
      "SingleTableDuplicateEntityName",
      "entity name \"%s\" is already taken in service \"%s\" by %s; items carry the entity name, so"
          + " each entity of a service needs its own (@Entity(name = \"...\"))"),
  KEY_COLLISION(
      "SingleTableKeyCollision",
      "the primary key of %s (%s) can render the same key as that of entity \"%s\" (%s) in service"
          + " \"%s\", so one could overwrite the other's items; make the templates differ in their"
          + " constant text, e.g. start the sort keys with different prefixes"),
  SHARED_KEYS(
      "SingleTableSharedKeys",
      "%s names \"%s\" in sharesKeysWith, %s; entities that share primary keys are told apart by a type"
          + " attribute both name (typeAttribute), with different values"),
  UNRESOLVED_TYPE(
      "SingleTableUnresolvedType",
      "%s was not generated: type %s could not be resolved"),
  RUNTIME_MISSING(
      "SingleTableRuntimeMissing",
      "%s was not generated: singletable-runtime must be on the compile class path, and type %s is not;"
          + " add the dependency dev.singletable:singletable-runtime (Maven: scope compile; Gradle:"
          + " implementation), next to the processor on the annotation processor path"),
  LAYOUT_CHANGED(
      "SingleTableLayoutChanged",
      "the storage layout of %s no longer matches its entry %s in %s: locked `%s`, now `%s`; items"
          + " already stored have the locked layout. Bump @Entity(version = %d) to keep both layouts in"
          + " the lock, keeping the locked form as an @EarlierVersion record named by previous = ..."
          + " with an @Upcast to the new one so that the stored items stay readable; or, when no item"
          + " has this layout yet, accept the change by rewriting the lock with"
          + " -Asingletable.lock.update=true"),
  EARLIER_LAYOUT_CHANGED(
      "SingleTableLayoutChanged",
      "the storage layout of %s no longer matches its entry %s in %s: locked `%s`, now `%s`; an"
          + " @EarlierVersion record decodes the items its version stored, so restore the locked"
          + " layout (or rewrite the lock with -Asingletable.lock.update=true if no item of that"
          + " version was ever stored)"),
  NO_UPCAST_PATH(
      "SingleTableNoUpcastPath",
      "entity %s is version %d, but the layout lock %s holds version %d, whose stored items no"
          + " earlier version of %s reads: keep that version's record as @EarlierVersion(version = %d),"
          + " named by a previous = ... of the version after it, with an @Upcast to that version; or,"
          + " once no item of version %d is stored (a migration rewrote them), remove its entry from"
          + " the lock"),
  UPCAST_WITHOUT_VERSION(
      "SingleTableUpcastWithoutVersion",
      "%s names a previous version, but its items carry no version attribute (versionAttribute ="
          + " \"\"), so no item can tell which version wrote it; keep a version attribute to read"
          + " earlier versions"),
  NOT_AN_EARLIER_VERSION(
      "SingleTableNotAnEarlierVersion",
      "%s names %s as its previous version, but it is not a non-private, non-generic record"
          + " annotated @EarlierVersion(version = %d)"),
  VERSION_GAP(
      "SingleTableVersionGap",
      "%s names %s as its previous version: its version %d must be one less than %d; declare every"
          + " version in between as an @EarlierVersion record with an @Upcast, so that reads of items"
          + " stored by each version have a path to the current one"),
  UPCAST_MISSING(
      "SingleTableUpcastMissing",
      "%s names %s as its previous version but declares no upcast from it; add"
          + " `@Upcast static %s from(%s previous) { ... }` to %s"),
  UPCAST_WRONG_TYPES(
      "SingleTableUpcastWrongTypes",
      "@Upcast method %s of %s must be a non-private static method taking %s, its previous version,"
          + " and returning %s; it is `%s`"),
  UPCAST_WITHOUT_PREVIOUS(
      "SingleTableUpcastWrongTypes",
      "@Upcast method %s of %s has no previous version to upcast from: name the earlier record in"
          + " %s(previous = ...)"),
  LOCKED_ENTITY_MISSING(
      "SingleTableLockedEntityMissing",
      "entity %s is in the layout lock %s but not in this compilation; its entries stay in the"
          + " lock, since its items may still be in the table"),
  LOCKED_ENTITY_RENAMED(
      "SingleTableLockedEntityRenamed",
      "entity %s is not in the layout lock %s, and its primary key templates are those of %s, which the"
          + " lock holds and this compilation does not have: every item carries its entity name, so a"
          + " renamed @Entity(name) (or an entity put in another's place) does not read the items stored"
          + " as %s, and writes beside them; keep the locked name, or, when no item of %s is stored,"
          + " accept the change with -Asingletable.lock.update=true"),
  LOCK_ENTRY_DELETED(
      "SingleTableLockEntryDeleted",
      "the entry %s is gone from the layout lock %s while its roster %s still names it as locked: a"
          + " deleted entry would let a changed layout compile and be locked anew; restore the entry from"
          + " version control, or, to lock this layout anew on purpose, remove %s's %s from the roster's"
          + " line as well"),
  LOCK_MISSING(
      "SingleTableLockMissing",
      "the layout lock %s %s: a lock is started once and then only checked, so a lock that is gone or"
          + " emptied would let changed layouts compile and be locked anew; restore it from version control,"
          + " or start a new lock on purpose with -Asingletable.lock.create=true"),
  LOCK_UNREADABLE(
      "SingleTableLockUnreadable",
      "the layout lock %s could not be read or written: %s"),
  LOCK_NOT_TEXT(
      "SingleTableLockNotText",
      "%s:%d: the layout lock %s; the processor cannot check layouts against a lock it cannot read, and"
          + " leaves it as it is: restore the file from version control"),
  LOCK_BAD_HEADING(
      "SingleTableLockMalformed",
      "%s:%d: `%s` is not an entry heading, which reads [service/name vN] with N the version, e.g."
          + " [shop/order v1]; correct the line or restore the file from version control"),
  LOCK_BAD_FACT(
      "SingleTableLockMalformed",
      "%s:%d: `%s` is not a layout fact, which reads `<kind> <subject> = <value>` with kind one of"
          + " identity, keys, layout, field, template, type, casing, local, attributes, shard, attribute, padded,"
          + " unique, vector; correct"
          + " the line or restore the file from version control"),
  LOCK_OUTSIDE_ENTRY(
      "SingleTableLockMalformed",
      "%s:%d: `%s` comes before any entry heading, so it locks no entity; move it into its entry or"
          + " restore the file from version control"),
  LOCK_DUPLICATE_ENTRY(
      "SingleTableLockMalformed",
      "%s:%d: entry %s is stated again, first at line %d; an entity version has one entry: keep the"
          + " one its stored items have, or restore the file from version control"),
  LOCK_DUPLICATE_FACT(
      "SingleTableLockMalformed",
      "%s:%d: `%s` is stated again in entry %s, first at line %d; keep the line its stored items"
          + " have, or restore the file from version control"),
  LOCK_EMPTY_ENTRY(
      "SingleTableLockMalformed",
      "%s:%d: entry %s states no fact, so it would lock nothing; restore its lines from version"
          + " control, or remove the heading to lock the layout compiled now"),
  IDENTITY_VALUE_WITHOUT_ATTRIBUTE(
      "SingleTableIdentity",
      "typeValue \"%s\" of %s has no attribute to be stored in (typeAttribute = \"\"); name the type"
          + " attribute, e.g. typeAttribute = \"TYPE\", or leave typeValue out to own items by their keys"),
  VERSION_AS_STRING_WITHOUT_ATTRIBUTE(
      "SingleTableVersionAsString",
      "versionAsString of %s has no version attribute to apply to (versionAttribute = \"\"); name the"
          + " version attribute, e.g. versionAttribute = \"__edb_v__\", or leave versionAsString out"),
  UNESCAPED_ENUM_CONSTANTS(
      "SingleTableUnescapedKeys",
      "enum component ${%s} of %s cannot be stored without escapes (unescapedKeys = true) in key template"
          + " \"%s\": \"%s\" followed by \"%s\" starts with \"%s\" followed by \"%s\", so a key of one could be"
          + " read as the other; give one of them a @StoredAs text that does not, or move the component to the"
          + " end of the template"),
  UNESCAPED_COLLECTION_MEMBER(
      "SingleTableUnescapedKeys",
      "%s stores its keys without escapes (unescapedKeys = true), but entity \"%s\" of its collection \"%s\""
          + " escapes them, so a value with a delimiter would put their items in different partitions; declare"
          + " unescapedKeys on every member of the collection or on none"),
  IDENTITY_ATTRIBUTE_CLASH(
      "SingleTableIdentityClash",
      "the %s attribute \"%s\" of %s is %s, so the two would overwrite each other; name another"),
  IDENTITY_TAKEN(
      "SingleTableIdentityTaken",
      "%s stores %s = \"%s\" on its items, as entity \"%s\" of service \"%s\" does, so neither could"
          + " tell its items from the other's; give each its own typeValue"),
  UNIQUE_TEMPLATE(
      "SingleTableUniqueTemplate",
      "@Unique template \"%s\" on component %s %s; write it as a key template whose one placeholder is"
          + " the component, e.g. \"%s#${%s}\""),
  UNIQUE_GUARD_COLLISION(
      "SingleTableUniqueGuardCollision",
      "the guard items of @Unique component %s of %s (key \"%s\") can have the key of %s (%s) in"
          + " service \"%s\", so a guard could be taken for that item or block it; make the templates"
          + " differ in their literal text"),
  GENERATED_ID_TYPE(
      "SingleTableGeneratedIdType",
      "@GeneratedId(%s) on component %s of type %s; %s, without @Converter"),
  DEFAULT_TYPE(
      "SingleTableDefaultType",
      "@Default on component %s of type %s; %s"),
  DEFAULT_UNPARSABLE(
      "SingleTableDefaultUnparsable",
      "@Default(\"%s\") on component %s does not read as %s: %s"),
  CONFLICTING_CREATION_VALUE(
      "SingleTableConflictingCreationValue",
      "%s on component %s, which has %s; %s"),
  EXAMPLES_UNREADABLE(
      "SingleTableExamplesUnreadable",
      "the example file %s (-Asingletable.examples) could not be read: %s; the design documents show no"
          + " example items until it is corrected"),
  EXAMPLE_UNFIT(
      "SingleTableExampleUnfit",
      "%s, so the design document leaves it out; correct it in %s"),
  INFRASTRUCTURE_UNWRITABLE(
      "SingleTableInfrastructureUnwritable",
      "the infrastructure files of service %s could not be copied to %s (-Asingletable.infrastructure): %s"),
  INTERNAL_ERROR(
      "SingleTableInternalError",
      "singletable failed on %s; please report this with the stack trace:%n%s"),
  TABLE_INDEX_NAME(
      "SingleTableTableIndexName",
      "@Pk(name = \"%s\") %s; it names the generated query method of the table's index beside"
          + " primary(...), so set it to a Java identifier no other index of %s uses, such as \"writer\""),
  SHARED_KEY_LITERALS(
      "SingleTableSharedKeyLiterals",
      "%s names \"%s\" in sharesKeysWith without a type attribute, but the literal text of their key"
          + " templates does not tell their items apart: %s and %s can render the same key; give the"
          + " templates different literal text (ALBUM_${token} and PLAYLIST_${token}), or a type attribute"
          + " both name (typeAttribute), with different values"),
  SEALED_LAYOUT(
      "SingleTableSealedLayout",
      "sealed interface %s is implemented by entities of service \"%s\" that share their keys, and is read as"
          + " one type, but %s; a sealed interface over a shared key layout permits only its entities, each"
          + " naming the others in sharesKeysWith, told apart by one type attribute, with one primary key"
          + " layout"),
  REQUIRED_WITH_CREATION_VALUE(
      "SingleTableRequiredWithCreationValue",
      "@Required on component %s, which has %s: a write that lacks the value gets one, so the component is never"
          + " missing and nothing would be refused; keep one of them"),
  REQUIRED_OPTIONAL(
      "SingleTableRequiredOptional",
      "@Required on component %s of type %s, a type that says the value may be absent; declare the value's own"
          + " type or drop @Required"),
  INSTANT_FORMAT_TYPE(
      "SingleTableInstantFormatType",
      "@InstantFormat on component %s of type %s; %s"),
  INSTANT_FORMAT_IN_KEY(
      "SingleTableInstantFormatInKey",
      "@InstantFormat(%s) on component %s, which is part of %s: keys hold instants in fixed-width text only"
          + " (the library's, ISO_8601_SECONDS or ISO_8601_MILLIS), %s; use a fixed-width form, or keep this one"
          + " for an instant outside keys"),
  READ_ONLY_COMPONENT(
      "SingleTableReadOnlyComponent",
      "@ReadOnly on component %s, %s; drop @ReadOnly"),
  CASING_ENUM_CONSTANTS(
      "SingleTableKeyCasing",
      "enum component ${%s} of %s is folded to %s case in key template \"%s\" (KeyCasing.%s), where its"
          + " constants \"%s\" and \"%s\" become \"%s\" and \"%s\", which a key cannot tell apart; give one of"
          + " them a @StoredAs text that differs from the other in more than case, or keep the key's case"
          + " (KeyCasing.NONE)"),
  CASING_UNFOLDABLE(
      "SingleTableKeyCasing",
      "KeyCasing.%s on key %s = \"%s\" of %s, which %s, so no value in it can be folded; leave the casing"
          + " out"),
  CASING_COLLECTION_MEMBER(
      "SingleTableKeyCasing",
      "%s renders key %s of its collection \"%s\" with KeyCasing.%s, but entity \"%s\" of the collection"
          + " with KeyCasing.%s, so one value would put their items in different partitions; declare the same"
          + " casing on that key of every member"),
  PARTIAL_KEYS_REQUIRED(
      "SingleTablePartialKeys",
      "index \"%s\" of %s is both partialKeys, which writes its keys with only the components present,"
          + " and required, which refuses a write that lacks one; keep one of them"),
  VECTOR_DIMENSIONS(
      "SingleTableVectorDimensions",
      "@VectorIndex \"%s\" of %s has %d dimensions; DynamoDB takes 1 to %d"),
  VECTOR_COMPONENT_TYPE(
      "SingleTableVectorComponentType",
      "the vector component %s of @VectorIndex \"%s\" is of type %s; a vector is a float[], a double[], a"
          + " List<Float> or a List<Double>, without @Converter"),
  VECTOR_UNKNOWN_COMPONENT(
      "SingleTableVectorUnknownComponent",
      "%s \"%s\" of @VectorIndex \"%s\" names no component of %s; did you mean \"%s\"?"),
  VECTOR_SEARCH_TYPE(
      "SingleTableVectorSearchType",
      "the %s component %s of @VectorIndex \"%s\" is of type %s, which a search schema cannot hold: DynamoDB"
          + " declares its attributes in the table's attribute definitions, so each is text, a number, an"
          + " enum, an instant, a date, a UUID or a byte[]"),
  VECTOR_INDEX_PROVISIONED(
      "SingleTableVectorIndexProvisioned",
      "@VectorIndex \"%s\" of %s is on the table of service \"%s\", which entity \"%s\" provisions"
          + " (@Provisioned); DynamoDB takes vector indexes on on-demand tables only"),
  VECTOR_INDEX_OPTION(
      "SingleTableVectorIndexOption",
      "@VectorIndex \"%s\" of %s %s"),
  DUPLICATE_VECTOR_INDEX(
      "SingleTableDuplicateVectorIndex",
      "vector index \"%s\" is declared %s; declare each vector index once, alike wherever it is declared"),
  VECTOR_INDEX_NAME_CLASH(
      "SingleTableVectorIndexNameClash",
      "vector index \"%s\" of %s has the name of %s; index names are unique in a table, so name it"
          + " otherwise"),
  VECTOR_INDEX_NAME(
      "SingleTableVectorIndexName",
      "vector index name \"%s\" of %s %s; DynamoDB takes 3 to 255 letters, digits, '_', '-' or '.'"),
  ELECTRODB_LAYOUT(
      "SingleTableElectroDbLayout",
      "%s of %s is %s, where layout = KeyLayout.ELECTRODB stores %s as ElectroDB does; leave %s out, or the"
          + " layout"),
  ABSENT_AS_TYPE(
      "SingleTableAbsentAsType",
      "@AbsentAs on component %s of type %s; %s"),
  ABSENT_AS_CONFLICT(
      "SingleTableAbsentAsConflict",
      "@AbsentAs on component %s, which has %s; %s"),
  ABSENT_AS_EMPTY(
      "SingleTableAbsentAsEmpty",
      "@AbsentAs(\"\") on component %s; an empty text cannot stand for an absent value (DynamoDB keys cannot be"
          + " empty, and an empty text is a value of its own): write a text no value has, such as \"#\""),
  TENANT_PLACEMENT(
      "SingleTableTenantPlacement",
      "@Tenant on component %s of %s; %s"),
  TENANT_NOT_IN_PARTITION(
      "SingleTableTenantNotInPartition",
      "%s of %s is partitioned by %s, without the tenant component %s; a query of it would read the items of"
          + " every tenant: %s"),
  TENANT_UNIQUE(
      "SingleTableTenantUnique",
      "@Unique component %s of %s is claimed across tenants (tenant component %s): a value one tenant holds is"
          + " refused to every other, which so learns that it exists; if that is meant, add"
          + " @SuppressWarnings(\"SingleTableTenantUnique\")");

  private final String id;
  private final String template;

  Message(String id, String template) {
    this.id = id;
    this.template = template;
  }

  /** The stable id, without brackets. */
  public String id() {
    return id;
  }

  /** The message without its id, its arguments still {@code %s} and {@code %d}. */
  public String template() {
    return template;
  }

  /** The full text: the id in brackets, then the message with its arguments. */
  public String format(Object... args) {
    return "[" + id + "] " + String.format(Locale.ROOT, template, args);
  }
}
