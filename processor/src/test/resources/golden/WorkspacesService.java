package com.example.workspaces;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.batch.BatchGet;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.collection.CollectionDefinition;
import dev.singletable.runtime.collection.CollectionFilter;
import dev.singletable.runtime.collection.CollectionQuery;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.SortKeyPrefix;
import dev.singletable.runtime.internal.read.Membership;
import dev.singletable.runtime.operation.TransactGet;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.runtime.operation.TransactWrites;
import dev.singletable.runtime.scan.Scan;
import dev.singletable.runtime.scan.TableScan;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.runtime.stream.EntityChange;
import dev.singletable.runtime.stream.StreamChange;
import dev.singletable.runtime.stream.UnrecognisedChange;
import dev.singletable.runtime.table.TableDefinition;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The service {@code workspaces}: its entities bound to one table, its collections, transactions and batches
 * across them, stream-image parsing and the table definition.
 *
 * <ul>
 *   <li>{@link Workspaces_CommentEntity} ({@code comment})
 *   <li>{@link Workspaces_ProjectEntity} ({@code project})
 *   <li>{@link Workspaces_TaskEntity} ({@code task})
 * </ul>
 *
 * <p>The model (key layouts and access patterns) is described in the resource
 * {@code META-INF/singletable/workspaces.md}.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class WorkspacesService {
  /**
   * The service name, {@code @Entity(service)} of its entities.
   */
  public static final String NAME = "workspaces";

  private static final CollectionDefinition<OwnedCollection, Item> OWNED_COLLECTION = 
      CollectionDefinition.<OwnedCollection, Item>builder("owned", "gsi1", "gsi1pk", "gsi1sk")
      .member(Workspaces_ProjectEntity.SCHEMA, ProjectItem::new)
      .member(Workspaces_TaskEntity.SCHEMA, TaskItem::new)
      .build(result -> new OwnedCollection(
      result.items(Workspaces_ProjectEntity.SCHEMA),
      result.items(Workspaces_TaskEntity.SCHEMA),
      result.invalidItems()));

  private static final CollectionDefinition<WorkspaceCollection, Item> WORKSPACE_COLLECTION = 
      CollectionDefinition.<WorkspaceCollection, Item>builder("workspace", null, "pk", "sk")
      .member(Workspaces_CommentEntity.SCHEMA, CommentItem::new)
      .member(Workspaces_ProjectEntity.SCHEMA, ProjectItem::new)
      .member(Workspaces_TaskEntity.SCHEMA, TaskItem::new)
      .build(result -> new WorkspaceCollection(
      result.items(Workspaces_CommentEntity.SCHEMA),
      result.items(Workspaces_ProjectEntity.SCHEMA),
      result.items(Workspaces_TaskEntity.SCHEMA),
      result.invalidItems()));

  private static final Membership ENTITIES = Membership.of(List.of(Workspaces_CommentEntity.SCHEMA,
      Workspaces_ProjectEntity.SCHEMA, Workspaces_TaskEntity.SCHEMA));

  private final Table table;

  private final boolean consistent;

  private final boolean skipInvalid;

  private WorkspacesService(Table table, boolean consistent, boolean skipInvalid) {
    this.table = table;
    this.consistent = consistent;
    this.skipInvalid = skipInvalid;
  }

  /**
   * Binds the service to a table.
   *
   * @param table the table that holds service {@code workspaces}
   * @return the service; its collection reads are eventually consistent
   */
  public static WorkspacesService of(Table table) {
    return new WorkspacesService(Objects.requireNonNull(table, "table"), false, false);
  }

  /**
   * This service with strongly consistent collection reads, which see every write acknowledged
   * before them, at twice the read cost.
   *
   * @return a service on the same table
   */
  public WorkspacesService consistent() {
    return new WorkspacesService(this.table, true, this.skipInvalid);
  }

  /**
   * This service with collection reads that skip items which cannot be read as their entity
   * (an attribute of the wrong type, a key that disagrees with its components) instead of failing;
   * each collection's {@code invalidItems()} lists them.
   *
   * @return a service on the same table
   */
  public WorkspacesService skipInvalid() {
    return new WorkspacesService(this.table, this.consistent, true);
  }

  /**
   * The table the service is bound to.
   *
   * @return the table given to {@link #of}
   */
  public Table table() {
    return this.table;
  }

  /**
   * The operations of entity {@code comment} on this service's table.
   *
   * @return {@code Workspaces_CommentEntity.of(table)}
   */
  public Workspaces_CommentEntity comments() {
    return Workspaces_CommentEntity.of(this.table);
  }

  /**
   * The operations of entity {@code project} on this service's table.
   *
   * @return {@code Workspaces_ProjectEntity.of(table)}
   */
  public Workspaces_ProjectEntity projects() {
    return Workspaces_ProjectEntity.of(this.table);
  }

  /**
   * The operations of entity {@code task} on this service's table.
   *
   * @return {@code Workspaces_TaskEntity.of(table)}
   */
  public Workspaces_TaskEntity tasks() {
    return Workspaces_TaskEntity.of(this.table);
  }

  /**
   * Queries collection {@code owned}: the items of {@code project}, {@code task} in partition
   * {@code gsi1pk = OWNER#${owner}} of index {@code gsi1}.
   * Nothing is sent before a terminal: {@code list()} reads every page and groups the items by entity,
   * {@code page()} one page and a cursor, {@code stream()} the items one by one, {@code count()}
   * counts them. Items of other entities in the partition are skipped; an item of a member that
   * cannot be read fails the read, or after {@code skipInvalid()} is listed in {@code invalidItems()}.
   *
   * <p>Every request reads only the sort keys that start with {@code OWNER#${owner}#}, which every member's
   * key in the partition starts with: items of other collections of the partition are not read.
   *
   * @param owner the {@code owner} component
   * @return the query, to narrow, modify and end with a terminal
   */
  public OwnedQuery owned(String owner) {
    return new OwnedQuery(this.table, this.consistent, this.skipInvalid, owner);
  }

  /**
   * Queries collection {@code workspace}: the items of {@code comment}, {@code project}, {@code task} in partition
   * {@code pk = WS#${workspaceId}}.
   * Nothing is sent before a terminal: {@code list()} reads every page and groups the items by entity,
   * {@code page()} one page and a cursor, {@code stream()} the items one by one, {@code count()}
   * counts them. Items of other entities in the partition are skipped; an item of a member that
   * cannot be read fails the read, or after {@code skipInvalid()} is listed in {@code invalidItems()}.
   *
   * <p>Every request reads only the sort keys that start with {@code PROJECT#}, which every member's
   * key in the partition starts with: items of other collections of the partition are not read.
   *
   * @param workspaceId the {@code workspaceId} component
   * @return the query, to narrow, modify and end with a terminal
   */
  public WorkspaceQuery workspace(String workspaceId) {
    return new WorkspaceQuery(this.table, this.consistent, this.skipInvalid, workspaceId);
  }

  /**
   * Starts a write transaction (TransactWriteItems) across the service's entities: puts, creates,
   * updates, deletes and condition checks that succeed or fail together; a cancelled one throws
   * {@code TransactionCanceledException} with the index, entity, key and reason of each operation.
   *
   * @return {@code TransactWrite.of(table)}; nothing is sent before {@code execute()}
   */
  public TransactWrite transactWrite() {
    return TransactWrite.of(this.table);
  }

  /**
   * Starts a list of writes across the service's entities too long for one transaction, sent as a
   * series of transactions of at most DynamoDB's size, each with the checks added by
   * {@code everyPage}; a failed page throws {@code TransactionPageException} naming the pages
   * applied before it.
   *
   * @return {@code TransactWrites.of(table)}; nothing is sent before {@code execute()}
   */
  public TransactWrites transactWrites() {
    return TransactWrites.of(this.table);
  }

  /**
   * Starts a read transaction (TransactGetItems) across the service's entities: one consistent
   * snapshot of up to 100 items.
   *
   * @return {@code TransactGet.of(table)}; nothing is sent before {@code execute()}
   */
  public TransactGet transactGet() {
    return TransactGet.of(this.table);
  }

  /**
   * Starts a batch of puts and deletes across the service's entities (BatchWriteItem), sent in chunks
   * of 25 with bounded retries of what DynamoDB leaves unprocessed or throttles.
   *
   * @return {@code BatchWrite.of(table)}; nothing is sent before {@code execute()}
   */
  public BatchWrite batchWrite() {
    return BatchWrite.of(this.table);
  }

  /**
   * Starts a batch of reads across the service's entities (BatchGetItem), sent in chunks of 100 with
   * bounded retries of the keys DynamoDB leaves unprocessed or throttles.
   *
   * @return {@code BatchGet.of(table)}; nothing is sent before {@code execute()}
   */
  public BatchGet batchGet() {
    return BatchGet.of(this.table);
  }

  /**
   * A scan of the whole table: each item of one of the service's entities as its {@code <Record>Item};
   * foreign items (of no entity of this service, or of another version) are skipped and counted in
   * {@code result().foreignItems()}. Consistent and skipping invalid items when this service is.
   *
   * @return the scan; nothing is sent before a terminal
   */
  public TableScan<Item> scan() {
    TableScan<Item> scan = Scan.across(this.table, NAME,
          Scan.member(Workspaces_CommentEntity.SCHEMA, CommentItem::new),
          Scan.member(Workspaces_ProjectEntity.SCHEMA, ProjectItem::new),
          Scan.member(Workspaces_TaskEntity.SCHEMA, TaskItem::new));
    if (this.consistent) {
      scan.consistent();
    }
    if (this.skipInvalid) {
      scan.skipInvalid();
    }
    return scan;
  }

  /**
   * A condition on the {@code comment} items of {@link #scan()}: they are kept only when they
   * match it; the other entities' items are left alone ({@code scan().filter(whereComment(...))}).
   *
   * @param condition built from {@link Workspaces_CommentEntity}'s attribute constants
   * @return the filter, for {@code scan().filter(...)}
   */
  public static Scan.EntityFilter<Item> whereComment(Condition<Workspaces.Comment> condition) {
    return Scan.EntityFilter.of(Scan.member(Workspaces_CommentEntity.SCHEMA, CommentItem::new), condition);
  }

  /**
   * A condition on the {@code project} items of {@link #scan()}: they are kept only when they
   * match it; the other entities' items are left alone ({@code scan().filter(whereProject(...))}).
   *
   * @param condition built from {@link Workspaces_ProjectEntity}'s attribute constants
   * @return the filter, for {@code scan().filter(...)}
   */
  public static Scan.EntityFilter<Item> whereProject(Condition<Workspaces.Project> condition) {
    return Scan.EntityFilter.of(Scan.member(Workspaces_ProjectEntity.SCHEMA, ProjectItem::new), condition);
  }

  /**
   * A condition on the {@code task} items of {@link #scan()}: they are kept only when they
   * match it; the other entities' items are left alone ({@code scan().filter(whereTask(...))}).
   *
   * @param condition built from {@link Workspaces_TaskEntity}'s attribute constants
   * @return the filter, for {@code scan().filter(...)}
   */
  public static Scan.EntityFilter<Item> whereTask(Condition<Workspaces.Task> condition) {
    return Scan.EntityFilter.of(Scan.member(Workspaces_TaskEntity.SCHEMA, TaskItem::new), condition);
  }

  /**
   * Reads a stream image (a DynamoDB Streams record's {@code NewImage} or {@code OldImage}) as
   * the entity named in its identity attributes.
   *
   * @param image the item as the stream carries it
   * @return one {@code <Record>Item} per entity, {@link Unknown} for any other item
   * @throws dev.singletable.runtime.exception.InvalidValueException when an attribute of the entity's item cannot be read
   */
  public static Item parse(Map<String, AttributeValue> image) {
    Objects.requireNonNull(image, "image");
    switch (ENTITIES.indexOf(image)) {
      case 0:
        return new CommentItem(Identity.readOwned(Workspaces_CommentEntity.SCHEMA, image));
      case 1:
        return new ProjectItem(Identity.readOwned(Workspaces_ProjectEntity.SCHEMA, image));
      case 2:
        return new TaskItem(Identity.readOwned(Workspaces_TaskEntity.SCHEMA, image));
      default:
        return new Unknown(image);
    }
  }

  /**
   * The whole table this service needs, as one value: {@link #createTableRequest(String)}.
   * What {@code TableCheck} compares a live table with, and {@code TableUpdate} brings a table to.
   *
   * @param tableName the table name
   * @return the definition
   */
  public static TableDefinition tableDefinition(String tableName) {
    return TableDefinition.of(createTableRequest(tableName));
  }

  /**
   * The table this service needs: every key attribute and secondary index of its entities,
   * on-demand billing.
   *
   * @param tableName the table name
   * @return the request, for {@code DynamoDbClient.createTable}
   */
  public static CreateTableRequest createTableRequest(String tableName) {
    return TableDefinitions.createTableRequest(tableName, Workspaces_CommentEntity.SCHEMA,
        Workspaces_ProjectEntity.SCHEMA, Workspaces_TaskEntity.SCHEMA);
  }

  /**
   * Reads a stream record as a typed change of the entity named in its image's identity attributes.
   * Never throws for an item this service cannot read: that comes back as {@link UnknownChange}.
   *
   * @param record the stream record, from the streams API or a Lambda event
   * @return one {@code <Record>Change} per entity, {@link UnknownChange} for any other item
   */
  public static Change change(ChangeRecord record) {
    Objects.requireNonNull(record, "record");
    Map<String, AttributeValue> image = record.image().orElse(null);
    if (image == null) {
      return new UnknownChange(record, "the stream record carries no image (KEYS_ONLY)");
    }
    try {
      switch (ENTITIES.indexOf(image)) {
        case 0:
          return CommentChange.read(record, image);
        case 1:
          return ProjectChange.read(record, image);
        case 2:
          return TaskChange.read(record, image);
        default:
          break;
      }
    } catch (SingleTableException e) {
      return new UnknownChange(record, e.getMessage());
    }
    return new UnknownChange(record, UnrecognisedChange.unrecognised("workspaces", image));
  }

  /**
   * The table this service needs, as {@link #createTableRequest(String)}, with a DynamoDB stream of
   * the given view type: what {@link #change} and a {@code StreamReader} read.
   *
   * @param tableName the table name
   * @param streamViewType what each stream record carries; {@code NEW_AND_OLD_IMAGES} gives changes
   *     both records and the changed components
   * @return the request, for {@code DynamoDbClient.createTable}
   */
  public static CreateTableRequest createTableRequest(String tableName,
      StreamViewType streamViewType) {
    return TableDefinitions.withStream(createTableRequest(tableName), streamViewType);
  }

  /**
   * The query of one partition of collection {@code owned} ({@code project}, {@code task}), from {@link #owned}.
   */
  public static final class OwnedQuery extends CollectionQuery<OwnedCollection, Item, OwnedQuery> {
    private static final KeyTemplate SORT_KEY_PREFIX = KeyTemplate.parseSortKey("project", "gsi1sk", "OWNER#${owner}#PROJECT#${projectId}");

    private static final KeyTemplate BOARD_PREFIX = KeyTemplate.parseSortKey("project", "gsi1sk", "OWNER#${owner}#PROJECT#${projectId}");

    private final String owner;

    private OwnedQuery(Table table, boolean consistent, boolean skipInvalid, String owner) {
      super(table, OWNED_COLLECTION, () -> Workspaces_ProjectEntity.boardPk(owner),
          () -> SortKeyPrefix.shared(SORT_KEY_PREFIX, 1, SORT_KEY_PREFIX.text(0, owner)));
      this.owner = owner;
      if (skipInvalid) {
        skipInvalid();
      }
    }

    /**
     * Narrows the query to the sort keys from the key of the {@code project} item with these components, included:
     * {@code gsi1sk >= OWNER#${owner}#PROJECT#${projectId}}.
     *
     * @param projectId the {@code projectId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed fromProject(String projectId) {
      return from(new Narrowed(this), () -> Workspaces_ProjectEntity.boardSk(this.owner, projectId));
    }

    /**
     * Narrows the query to the sort keys up to the key of the {@code project} item with these components, included:
     * {@code gsi1sk <= OWNER#${owner}#PROJECT#${projectId}}.
     *
     * @param projectId the {@code projectId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed upToProject(String projectId) {
      return upTo(new Narrowed(this), () -> Workspaces_ProjectEntity.boardSk(this.owner, projectId));
    }

    /**
     * Narrows the query to the sort keys from the key of the {@code task} item with these components, included:
     * {@code gsi1sk >= OWNER#${owner}#TASK#${taskId}}.
     *
     * @param taskId the {@code taskId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed fromTask(int taskId) {
      return from(new Narrowed(this), () -> Workspaces_TaskEntity.assignedSk(this.owner, taskId));
    }

    /**
     * Narrows the query to the sort keys up to the key of the {@code task} item with these components, included:
     * {@code gsi1sk <= OWNER#${owner}#TASK#${taskId}}.
     *
     * @param taskId the {@code taskId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed upToTask(int taskId) {
      return upTo(new Narrowed(this), () -> Workspaces_TaskEntity.assignedSk(this.owner, taskId));
    }

    /**
     * Narrows the query to sub-collection {@code board} ({@code project}, {@code task}): the items whose sort keys start with
     * {@code OWNER#${owner}#}, whatever follows. Items of the collection's other members are skipped, as other
     * entities' are; the grouping's lists of those members stay empty.
     *
     * @return the narrowed query, a copy of this one
     */
    public Narrowed board() {
      return within(new Narrowed(this), () -> SortKeyPrefix.shared(BOARD_PREFIX, 1, BOARD_PREFIX.text(0, this.owner)),
          Workspaces_ProjectEntity.SCHEMA, Workspaces_TaskEntity.SCHEMA);
    }

    /**
     * A filter of this collection: the {@code project} items that match {@code condition}. Join it with the other
     * members' filters by {@code and}, {@code or} and {@code not}, and pass it to {@code filter(...)}.
     *
     * @param condition built from the attribute constants of {@link Workspaces_ProjectEntity}
     * @return the filter
     */
    public static CollectionFilter<OwnedCollection> whereProject(
        Condition<Workspaces.Project> condition) {
      return memberFilter(Workspaces_ProjectEntity.SCHEMA, condition);
    }

    /**
     * A filter of this collection: the {@code task} items that match {@code condition}. Join it with the other
     * members' filters by {@code and}, {@code or} and {@code not}, and pass it to {@code filter(...)}.
     *
     * @param condition built from the attribute constants of {@link Workspaces_TaskEntity}
     * @return the filter
     */
    public static CollectionFilter<OwnedCollection> whereTask(
        Condition<Workspaces.Task> condition) {
      return memberFilter(Workspaces_TaskEntity.SCHEMA, condition);
    }

    /**
     * The query of collection {@code owned} narrowed by its sort key: the modifiers and terminals, no further narrowing.
     */
    public static final class Narrowed extends CollectionQuery<OwnedCollection, Item, Narrowed> {
      private Narrowed(CollectionQuery<OwnedCollection, Item, ?> query) {
        super(query);
      }
    }
  }

  /**
   * The items of one partition of collection {@code owned}, by entity.
   */
  public static final class OwnedCollection {
    private final List<Workspaces.Project> projects;

    private final List<Workspaces.Task> tasks;

    private final List<InvalidItem> invalidItems;

    /**
     * Creates the value.
     *
     * @param projects the {@code project} items in query order
     * @param tasks the {@code task} items in query order
     * @param invalidItems the skipped items that could not be read, after {@code skipInvalid()}
     */
    public OwnedCollection(List<Workspaces.Project> projects, List<Workspaces.Task> tasks,
        List<InvalidItem> invalidItems) {
      this.projects = Objects.requireNonNull(projects, "projects");
      this.tasks = Objects.requireNonNull(tasks, "tasks");
      this.invalidItems = Objects.requireNonNull(invalidItems, "invalidItems");
    }

    /**
     * Creates the value with no {@code invalidItems}.
     *
     * @param projects the {@code project} items in query order
     * @param tasks the {@code task} items in query order
     */
    public OwnedCollection(List<Workspaces.Project> projects, List<Workspaces.Task> tasks) {
      this(projects, tasks, List.of());
    }

    /**
     * The value's {@code projects}.
     *
     * @return the {@code project} items in query order
     */
    public List<Workspaces.Project> projects() {
      return projects;
    }

    /**
     * The value's {@code tasks}.
     *
     * @return the {@code task} items in query order
     */
    public List<Workspaces.Task> tasks() {
      return tasks;
    }

    /**
     * The value's {@code invalidItems}.
     *
     * @return the skipped items that could not be read, after {@code skipInvalid()}
     */
    public List<InvalidItem> invalidItems() {
      return invalidItems;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof OwnedCollection that && projects.equals(that.projects)
          && tasks.equals(that.tasks) && invalidItems.equals(that.invalidItems);
    }

    @Override
    public int hashCode() {
      return Objects.hash(projects, tasks, invalidItems);
    }

    @Override
    public String toString() {
      return "OwnedCollection[projects=" + projects + ", tasks=" + tasks + ", invalidItems=" + invalidItems + "]";
    }
  }

  /**
   * The query of one partition of collection {@code workspace} ({@code comment}, {@code project}, {@code task}), from {@link #workspace}.
   */
  public static final class WorkspaceQuery extends CollectionQuery<WorkspaceCollection, Item, WorkspaceQuery> {
    private static final KeyTemplate PROJECT_PREFIX = KeyTemplate.parseSortKey("project", "sk", "PROJECT#${projectId}#HEAD");

    private final String workspaceId;

    private WorkspaceQuery(Table table, boolean consistent, boolean skipInvalid,
        String workspaceId) {
      super(table, WORKSPACE_COLLECTION, () -> Workspaces_CommentEntity.pk(workspaceId),
          () -> "PROJECT#");
      this.workspaceId = workspaceId;
      if (consistent) {
        readConsistently();
      }
      if (skipInvalid) {
        skipInvalid();
      }
    }

    /**
     * Uses strongly consistent reads, which see every write acknowledged before the query (twice the
     * read cost).
     *
     * @return this query
     */
    public WorkspaceQuery consistent() {
      readConsistently();
      return this;
    }

    /**
     * Narrows the query to the sort keys from the key of the {@code comment} item with these components, included:
     * {@code sk >= PROJECT#${projectId}#COMMENT#${commentId}}.
     *
     * @param projectId the {@code projectId} component
     * @param commentId the {@code commentId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed fromComment(String projectId, int commentId) {
      return from(new Narrowed(this), () -> Workspaces_CommentEntity.sk(projectId, commentId));
    }

    /**
     * Narrows the query to the sort keys up to the key of the {@code comment} item with these components, included:
     * {@code sk <= PROJECT#${projectId}#COMMENT#${commentId}}.
     *
     * @param projectId the {@code projectId} component
     * @param commentId the {@code commentId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed upToComment(String projectId, int commentId) {
      return upTo(new Narrowed(this), () -> Workspaces_CommentEntity.sk(projectId, commentId));
    }

    /**
     * Narrows the query to the sort keys from the key of the {@code project} item with these components, included:
     * {@code sk >= PROJECT#${projectId}#HEAD}.
     *
     * @param projectId the {@code projectId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed fromProject(String projectId) {
      return from(new Narrowed(this), () -> Workspaces_ProjectEntity.sk(projectId));
    }

    /**
     * Narrows the query to the sort keys up to the key of the {@code project} item with these components, included:
     * {@code sk <= PROJECT#${projectId}#HEAD}.
     *
     * @param projectId the {@code projectId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed upToProject(String projectId) {
      return upTo(new Narrowed(this), () -> Workspaces_ProjectEntity.sk(projectId));
    }

    /**
     * Narrows the query to the sort keys from the key of the {@code task} item with these components, included:
     * {@code sk >= PROJECT#${projectId}#TASK#${taskId}}.
     *
     * @param projectId the {@code projectId} component
     * @param taskId the {@code taskId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed fromTask(String projectId, int taskId) {
      return from(new Narrowed(this), () -> Workspaces_TaskEntity.sk(projectId, taskId));
    }

    /**
     * Narrows the query to the sort keys up to the key of the {@code task} item with these components, included:
     * {@code sk <= PROJECT#${projectId}#TASK#${taskId}}.
     *
     * @param projectId the {@code projectId} component
     * @param taskId the {@code taskId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed upToTask(String projectId, int taskId) {
      return upTo(new Narrowed(this), () -> Workspaces_TaskEntity.sk(projectId, taskId));
    }

    /**
     * Narrows the query to sub-collection {@code project} ({@code project}, {@code task}): the items whose sort keys start with
     * {@code PROJECT#${projectId}#}, whatever follows. Items of the collection's other members are skipped, as other
     * entities' are; the grouping's lists of those members stay empty.
     *
     * @param projectId the {@code projectId} component
     * @return the narrowed query, a copy of this one
     */
    public Narrowed project(String projectId) {
      return within(new Narrowed(this), () -> SortKeyPrefix.shared(PROJECT_PREFIX, 1, PROJECT_PREFIX.text(0, projectId)),
          Workspaces_ProjectEntity.SCHEMA, Workspaces_TaskEntity.SCHEMA);
    }

    /**
     * A filter of this collection: the {@code comment} items that match {@code condition}. Join it with the other
     * members' filters by {@code and}, {@code or} and {@code not}, and pass it to {@code filter(...)}.
     *
     * @param condition built from the attribute constants of {@link Workspaces_CommentEntity}
     * @return the filter
     */
    public static CollectionFilter<WorkspaceCollection> whereComment(
        Condition<Workspaces.Comment> condition) {
      return memberFilter(Workspaces_CommentEntity.SCHEMA, condition);
    }

    /**
     * A filter of this collection: the {@code project} items that match {@code condition}. Join it with the other
     * members' filters by {@code and}, {@code or} and {@code not}, and pass it to {@code filter(...)}.
     *
     * @param condition built from the attribute constants of {@link Workspaces_ProjectEntity}
     * @return the filter
     */
    public static CollectionFilter<WorkspaceCollection> whereProject(
        Condition<Workspaces.Project> condition) {
      return memberFilter(Workspaces_ProjectEntity.SCHEMA, condition);
    }

    /**
     * A filter of this collection: the {@code task} items that match {@code condition}. Join it with the other
     * members' filters by {@code and}, {@code or} and {@code not}, and pass it to {@code filter(...)}.
     *
     * @param condition built from the attribute constants of {@link Workspaces_TaskEntity}
     * @return the filter
     */
    public static CollectionFilter<WorkspaceCollection> whereTask(
        Condition<Workspaces.Task> condition) {
      return memberFilter(Workspaces_TaskEntity.SCHEMA, condition);
    }

    /**
     * The query of collection {@code workspace} narrowed by its sort key: the modifiers and terminals, no further narrowing.
     */
    public static final class Narrowed extends CollectionQuery<WorkspaceCollection, Item, Narrowed> {
      private Narrowed(CollectionQuery<WorkspaceCollection, Item, ?> query) {
        super(query);
      }

      /**
       * Uses strongly consistent reads, which see every write acknowledged before the query (twice the
       * read cost).
       *
       * @return this query
       */
      public Narrowed consistent() {
        readConsistently();
        return this;
      }
    }
  }

  /**
   * The items of one partition of collection {@code workspace}, by entity.
   */
  public static final class WorkspaceCollection {
    private final List<Workspaces.Comment> comments;

    private final List<Workspaces.Project> projects;

    private final List<Workspaces.Task> tasks;

    private final List<InvalidItem> invalidItems;

    /**
     * Creates the value.
     *
     * @param comments the {@code comment} items in query order
     * @param projects the {@code project} items in query order
     * @param tasks the {@code task} items in query order
     * @param invalidItems the skipped items that could not be read, after {@code skipInvalid()}
     */
    public WorkspaceCollection(List<Workspaces.Comment> comments, List<Workspaces.Project> projects,
        List<Workspaces.Task> tasks, List<InvalidItem> invalidItems) {
      this.comments = Objects.requireNonNull(comments, "comments");
      this.projects = Objects.requireNonNull(projects, "projects");
      this.tasks = Objects.requireNonNull(tasks, "tasks");
      this.invalidItems = Objects.requireNonNull(invalidItems, "invalidItems");
    }

    /**
     * Creates the value with no {@code invalidItems}.
     *
     * @param comments the {@code comment} items in query order
     * @param projects the {@code project} items in query order
     * @param tasks the {@code task} items in query order
     */
    public WorkspaceCollection(List<Workspaces.Comment> comments, List<Workspaces.Project> projects,
        List<Workspaces.Task> tasks) {
      this(comments, projects, tasks, List.of());
    }

    /**
     * The value's {@code comments}.
     *
     * @return the {@code comment} items in query order
     */
    public List<Workspaces.Comment> comments() {
      return comments;
    }

    /**
     * The value's {@code projects}.
     *
     * @return the {@code project} items in query order
     */
    public List<Workspaces.Project> projects() {
      return projects;
    }

    /**
     * The value's {@code tasks}.
     *
     * @return the {@code task} items in query order
     */
    public List<Workspaces.Task> tasks() {
      return tasks;
    }

    /**
     * The value's {@code invalidItems}.
     *
     * @return the skipped items that could not be read, after {@code skipInvalid()}
     */
    public List<InvalidItem> invalidItems() {
      return invalidItems;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof WorkspaceCollection that && comments.equals(that.comments)
          && projects.equals(that.projects) && tasks.equals(that.tasks)
          && invalidItems.equals(that.invalidItems);
    }

    @Override
    public int hashCode() {
      return Objects.hash(comments, projects, tasks, invalidItems);
    }

    @Override
    public String toString() {
      return "WorkspaceCollection[comments=" + comments + ", projects=" + projects + ", tasks=" + tasks + ", invalidItems=" + invalidItems + "]";
    }
  }

  /**
   * An item of this service's table as {@link #parse} reads it: one class per entity, and
   * {@link Unknown} for anything else.
   */
  public sealed interface Item {
  }

  /**
   * A stream image of {@link Workspaces.Comment} ({@code comment}).
   */
  public static final class CommentItem implements Item {
    private final Workspaces.Comment value;

    /**
     * Creates the value.
     *
     * @param value the record the image holds
     */
    public CommentItem(Workspaces.Comment value) {
      this.value = Objects.requireNonNull(value, "value");
    }

    /**
     * The value's {@code value}.
     *
     * @return the record the image holds
     */
    public Workspaces.Comment value() {
      return value;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof CommentItem that && value.equals(that.value);
    }

    @Override
    public int hashCode() {
      return Objects.hash(value);
    }

    @Override
    public String toString() {
      return "CommentItem[value=" + value + "]";
    }
  }

  /**
   * A stream image of {@link Workspaces.Project} ({@code project}).
   */
  public static final class ProjectItem implements Item {
    private final Workspaces.Project value;

    /**
     * Creates the value.
     *
     * @param value the record the image holds
     */
    public ProjectItem(Workspaces.Project value) {
      this.value = Objects.requireNonNull(value, "value");
    }

    /**
     * The value's {@code value}.
     *
     * @return the record the image holds
     */
    public Workspaces.Project value() {
      return value;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof ProjectItem that && value.equals(that.value);
    }

    @Override
    public int hashCode() {
      return Objects.hash(value);
    }

    @Override
    public String toString() {
      return "ProjectItem[value=" + value + "]";
    }
  }

  /**
   * A stream image of {@link Workspaces.Task} ({@code task}).
   */
  public static final class TaskItem implements Item {
    private final Workspaces.Task value;

    /**
     * Creates the value.
     *
     * @param value the record the image holds
     */
    public TaskItem(Workspaces.Task value) {
      this.value = Objects.requireNonNull(value, "value");
    }

    /**
     * The value's {@code value}.
     *
     * @return the record the image holds
     */
    public Workspaces.Task value() {
      return value;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof TaskItem that && value.equals(that.value);
    }

    @Override
    public int hashCode() {
      return Objects.hash(value);
    }

    @Override
    public String toString() {
      return "TaskItem[value=" + value + "]";
    }
  }

  /**
   * A stream image of no entity of this service (another entity or version, a guard item).
   */
  public static final class Unknown implements Item {
    private final Map<String, AttributeValue> item;

    /**
     * Creates the value.
     *
     * @param item the image as it came
     */
    public Unknown(Map<String, AttributeValue> item) {
      this.item = Objects.requireNonNull(item, "item");
    }

    /**
     * The value's {@code item}.
     *
     * @return the image as it came
     */
    public Map<String, AttributeValue> item() {
      return item;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Unknown that && item.equals(that.item);
    }

    @Override
    public int hashCode() {
      return Objects.hash(item);
    }

    @Override
    public String toString() {
      return "Unknown[item=" + item + "]";
    }
  }

  /**
   * A change of this service's table as {@link #change} reads it from a stream record: one class per
   * entity, and {@link UnknownChange} for anything else.
   */
  public sealed interface Change extends StreamChange {
  }

  /**
   * A change of {@link Workspaces.Comment} ({@code comment}).
   */
  public static final class CommentChange extends EntityChange<Workspaces.Comment, CommentChange.Field> implements Change {
    private CommentChange(ChangeRecord record, Workspaces.Comment oldValue,
        Workspaces.Comment newValue) {
      super(record, oldValue, newValue, changed(oldValue, newValue));
    }

    private static CommentChange read(ChangeRecord record, Map<String, AttributeValue> image) {
      // The image change() found to be this entity's (the new one, else the old) is decoded
      // without asking its identity again; the other image is asked.
      Map<String, AttributeValue> oldImage = record.oldImage().orElse(null);
      Map<String, AttributeValue> newImage = record.newImage().orElse(null);
      return new CommentChange(record,
          oldImage == image || oldImage != null && Workspaces_CommentEntity.SCHEMA.owns(oldImage) ? Identity.readOwned(Workspaces_CommentEntity.SCHEMA, oldImage) : null,
          newImage == image ? Identity.readOwned(Workspaces_CommentEntity.SCHEMA, newImage) : newImage == null ? null : Workspaces_CommentEntity.fromItem(newImage));
    }

    private static Set<Field> changed(Workspaces.Comment before, Workspaces.Comment after) {
      EnumSet<Field> changed = EnumSet.noneOf(Field.class);
      if (before == null || after == null) {
        return changed;
      }
      if (!Objects.deepEquals(before.workspaceId(), after.workspaceId())) {
        changed.add(Field.WORKSPACE_ID);
      }
      if (!Objects.deepEquals(before.projectId(), after.projectId())) {
        changed.add(Field.PROJECT_ID);
      }
      if (before.commentId() != after.commentId()) {
        changed.add(Field.COMMENT_ID);
      }
      if (!Objects.deepEquals(before.text(), after.text())) {
        changed.add(Field.TEXT);
      }
      return changed;
    }

    /**
     * The components of {@link Workspaces.Comment}, as {@link #changed()} names them.
     */
    public enum Field {
      /**
       * Component {@code workspaceId}.
       */
      WORKSPACE_ID,

      /**
       * Component {@code projectId}.
       */
      PROJECT_ID,

      /**
       * Component {@code commentId}.
       */
      COMMENT_ID,

      /**
       * Component {@code text}.
       */
      TEXT
    }
  }

  /**
   * A change of {@link Workspaces.Project} ({@code project}).
   */
  public static final class ProjectChange extends EntityChange<Workspaces.Project, ProjectChange.Field> implements Change {
    private ProjectChange(ChangeRecord record, Workspaces.Project oldValue,
        Workspaces.Project newValue) {
      super(record, oldValue, newValue, changed(oldValue, newValue));
    }

    private static ProjectChange read(ChangeRecord record, Map<String, AttributeValue> image) {
      // The image change() found to be this entity's (the new one, else the old) is decoded
      // without asking its identity again; the other image is asked.
      Map<String, AttributeValue> oldImage = record.oldImage().orElse(null);
      Map<String, AttributeValue> newImage = record.newImage().orElse(null);
      return new ProjectChange(record,
          oldImage == image || oldImage != null && Workspaces_ProjectEntity.SCHEMA.owns(oldImage) ? Identity.readOwned(Workspaces_ProjectEntity.SCHEMA, oldImage) : null,
          newImage == image ? Identity.readOwned(Workspaces_ProjectEntity.SCHEMA, newImage) : newImage == null ? null : Workspaces_ProjectEntity.fromItem(newImage));
    }

    private static Set<Field> changed(Workspaces.Project before, Workspaces.Project after) {
      EnumSet<Field> changed = EnumSet.noneOf(Field.class);
      if (before == null || after == null) {
        return changed;
      }
      if (!Objects.deepEquals(before.workspaceId(), after.workspaceId())) {
        changed.add(Field.WORKSPACE_ID);
      }
      if (!Objects.deepEquals(before.projectId(), after.projectId())) {
        changed.add(Field.PROJECT_ID);
      }
      if (!Objects.deepEquals(before.owner(), after.owner())) {
        changed.add(Field.OWNER);
      }
      return changed;
    }

    /**
     * The components of {@link Workspaces.Project}, as {@link #changed()} names them.
     */
    public enum Field {
      /**
       * Component {@code workspaceId}.
       */
      WORKSPACE_ID,

      /**
       * Component {@code projectId}.
       */
      PROJECT_ID,

      /**
       * Component {@code owner}.
       */
      OWNER
    }
  }

  /**
   * A change of {@link Workspaces.Task} ({@code task}).
   */
  public static final class TaskChange extends EntityChange<Workspaces.Task, TaskChange.Field> implements Change {
    private TaskChange(ChangeRecord record, Workspaces.Task oldValue, Workspaces.Task newValue) {
      super(record, oldValue, newValue, changed(oldValue, newValue));
    }

    private static TaskChange read(ChangeRecord record, Map<String, AttributeValue> image) {
      // The image change() found to be this entity's (the new one, else the old) is decoded
      // without asking its identity again; the other image is asked.
      Map<String, AttributeValue> oldImage = record.oldImage().orElse(null);
      Map<String, AttributeValue> newImage = record.newImage().orElse(null);
      return new TaskChange(record,
          oldImage == image || oldImage != null && Workspaces_TaskEntity.SCHEMA.owns(oldImage) ? Identity.readOwned(Workspaces_TaskEntity.SCHEMA, oldImage) : null,
          newImage == image ? Identity.readOwned(Workspaces_TaskEntity.SCHEMA, newImage) : newImage == null ? null : Workspaces_TaskEntity.fromItem(newImage));
    }

    private static Set<Field> changed(Workspaces.Task before, Workspaces.Task after) {
      EnumSet<Field> changed = EnumSet.noneOf(Field.class);
      if (before == null || after == null) {
        return changed;
      }
      if (!Objects.deepEquals(before.workspaceId(), after.workspaceId())) {
        changed.add(Field.WORKSPACE_ID);
      }
      if (!Objects.deepEquals(before.projectId(), after.projectId())) {
        changed.add(Field.PROJECT_ID);
      }
      if (before.taskId() != after.taskId()) {
        changed.add(Field.TASK_ID);
      }
      if (!Objects.deepEquals(before.owner(), after.owner())) {
        changed.add(Field.OWNER);
      }
      return changed;
    }

    /**
     * The components of {@link Workspaces.Task}, as {@link #changed()} names them.
     */
    public enum Field {
      /**
       * Component {@code workspaceId}.
       */
      WORKSPACE_ID,

      /**
       * Component {@code projectId}.
       */
      PROJECT_ID,

      /**
       * Component {@code taskId}.
       */
      TASK_ID,

      /**
       * Component {@code owner}.
       */
      OWNER
    }
  }

  /**
   * A change of an item no entity of this service reads: another entity or version, a guard or
   * checkpoint item, an item that does not decode, or any item of a {@code KEYS_ONLY} stream.
   */
  public static final class UnknownChange extends UnrecognisedChange implements Change {
    private UnknownChange(ChangeRecord record, String reason) {
      super(record, reason);
    }
  }
}
