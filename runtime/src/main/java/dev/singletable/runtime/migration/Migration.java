package dev.singletable.runtime.migration;

import dev.singletable.runtime.AttributeIndexDefinition;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.reserved.CheckpointStore;
import dev.singletable.runtime.internal.reserved.ReservedItems;
import dev.singletable.runtime.internal.upcast.UpcastWrite;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.scan.Scan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Rewrites every item of an entity's earlier versions at its current version: a parallel scan of
 * the table, one task per segment, reads the items of versions before the current one, the
 * entity's generated {@code fromItem} upcasts each, and each is written back on the condition that
 * it is still what was read (same version, same write token), so that a write made meanwhile is never
 * overwritten (the item is counted as skipped: the newer write already stores the current version,
 * or an old writer's change is left for the next run). An upcast that moves the item to another key
 * creates it there and deletes the old one in one transaction.
 *
 * <p>After each page a segment checkpoints its scan cursor and counts in the table, in the store the
 * stream readers use (an item of the library's entity {@code __checkpoint} named {@code
 * migration#<name>#<segment>/<segments>}, on a key of the table's key types, written only where
 * there is nothing or that checkpoint; see {@code Checkpoints} of the stream package). {@link
 * #stop()} lets every segment finish its page and checkpoint; a failure stops the others the same way
 * and throws {@link MigrationException}. Running the migration again (in this or another process,
 * with the same name and segment count) resumes each segment from its checkpoint; items a segment
 * rewrote after its last checkpoint are no longer of an earlier version, so they are not read again.
 *
 * <p>Once every segment is read to its end the migration counts the items still at an earlier
 * version ({@link MigrationProgress#remaining()}): items a writer of an earlier version stored
 * behind the scan, items that failed, items skipped because they changed. {@link
 * MigrationProgress#finished()} is true only when that count is zero. A run that finds every
 * segment read to its end starts a new pass over the whole table, so it picks up what was written
 * since; during a rolling deploy, stop the writers of earlier versions first, then run until
 * finished.
 *
 * <pre>{@code
 * MigrationProgress done = Migration.of(table, EventEntity.SCHEMA).segments(4).run();
 * }</pre>
 *
 * @param <T> the entity's record
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/schema-evolution.md#migrations">Schema evolution: migrations</a>
 */
public final class Migration<T> {
  /** The entity name stored in checkpoint items. */
  public static final String CHECKPOINT_ENTITY = ReservedItems.CHECKPOINT;
  private static final String OPERATION = "migrationCheckpoint";

  private final Table table;
  private final EntitySchema<T> schema;
  private final AtomicBoolean stopping = new AtomicBoolean();
  private int segments = 4;
  private int pageSize = 100;
  private String name;
  private Consumer<? super MigrationProgress> onProgress;

  private Migration(Table table, EntitySchema<T> schema) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    if (schema.oldestVersion() >= schema.entityVersion()) {
      throw new IllegalArgumentException(schema.entityName() + " version " + schema.entityVersion()
          + " reads no earlier version, so it has nothing to migrate: declare @Entity(previous = ...)");
    }
    this.name = schema.service() + "/" + schema.entityName() + "/v" + schema.entityVersion();
  }

  /**
   * The migration of an entity's earlier versions to its current one.
   *
   * @param <T> the entity's current record type
   * @param table the table holding the entity
   * @param schema the entity ({@code XEntity.SCHEMA}), which reads earlier versions
   * @return the migration, with 4 segments and pages of 100 items; nothing is sent before {@link #run()}
   * @throws IllegalArgumentException when the entity reads no earlier version
   */
  public static <T> Migration<T> of(Table table, EntitySchema<T> schema) {
    return new Migration<>(table, schema);
  }

  /**
   * How many segments are scanned at once, each by its own task.
   *
   * @param n from 1; a resumed migration must use the same number to continue from its checkpoints
   * @return this migration
   */
  public Migration<T> segments(int n) {
    if (n < 1 || n > 1_000_000) {
      throw new IllegalArgumentException(schema.entityName() + ": segments must be from 1 to 1000000, was " + n);
    }
    this.segments = n;
    return this;
  }

  /**
   * How many items a segment reads, rewrites and checkpoints at a time.
   *
   * @param n from 1
   * @return this migration
   */
  public Migration<T> pageSize(int n) {
    if (n < 1) {
      throw new IllegalArgumentException(schema.entityName() + ": page size must be positive, was " + n);
    }
    this.pageSize = n;
    return this;
  }

  /**
   * The name its checkpoints are kept under; default {@code <service>/<entity>/v<version>}.
   *
   * @param name a name without {@code #}
   * @return this migration
   */
  public Migration<T> name(String name) {
    if (name == null || name.isEmpty() || name.contains("#")) {
      throw new IllegalArgumentException(schema.entityName() + ": a migration name is not empty and has no '#'");
    }
    this.name = name;
    return this;
  }

  /**
   * Called after each checkpoint with the progress over every segment, from the segment's thread.
   *
   * @param listener the listener
   * @return this migration
   */
  public Migration<T> onProgress(Consumer<? super MigrationProgress> listener) {
    this.onProgress = listener;
    return this;
  }

  /**
   * Asks a running migration to stop: each segment finishes the page in hand, checkpoints and
   * returns. {@link #run()} then returns the progress so far.
   */
  public void stop() {
    stopping.set(true);
  }

  /**
   * Runs (or resumes) the migration until every segment is read to its end or {@link #stop()} is
   * called, one thread per segment, then counts the items left at an earlier version. When the last
   * run had read every segment to its end, this run is a new pass over the whole table.
   *
   * @return the progress over every segment, runs before this one included; {@link
   *     MigrationProgress#finished()} only when no item of an earlier version is left
   * @throws MigrationException when a segment failed; the checkpoints hold what was done
   */
  public MigrationProgress run() {
    stopping.set(false);
    startPassIfFinished();
    ExecutorService pool = Executors.newFixedThreadPool(segments, runnable -> {
      Thread thread = new Thread(runnable, "singletable-migration-" + schema.entityName());
      thread.setDaemon(true);
      return thread;
    });
    try {
      List<CompletableFuture<Void>> tasks = new ArrayList<>();
      for (int segment = 0; segment < segments; segment++) {
        int which = segment;
        tasks.add(CompletableFuture.runAsync(() -> {
          try {
            runSegment(which);
          } catch (RuntimeException e) {
            stopping.set(true);
            throw new SegmentFailure(which, e);
          }
        }, pool));
      }
      SegmentFailure first = null;
      for (CompletableFuture<Void> task : tasks) {
        try {
          task.join();
        } catch (CompletionException e) {
          if (first == null && e.getCause() instanceof SegmentFailure failure) {
            first = failure;
          } else if (first == null) {
            throw e;
          }
        }
      }
      if (first != null) {
        throw new MigrationException(schema.entityName(), first.segment, progress(), first.getCause());
      }
      MigrationProgress done = progress();
      if (done.finishedSegments() == segments && !stopping.get()) {
        saveRemaining(Scan.ofTable(table, new EarlierItems<>(schema)).consistent().count());
        done = progress();
      }
      return done;
    } finally {
      pool.shutdown();
    }
  }

  /**
   * The progress its checkpoints hold, read from the table.
   *
   * @return the progress over every segment, with the count of items left at an earlier version
   *     taken when the last pass ended (-1 while a pass is under way)
   */
  public MigrationProgress progress() {
    MigrationProgress total = new MigrationProgress(0, 0, 0, 0, 0, segments, -1);
    for (int segment = 0; segment < segments; segment++) {
      total = total.plus(load(segment).progress(segments));
    }
    return total.finishedSegments() == segments ? total.withRemaining(loadRemaining()) : total;
  }

  /**
   * When every segment was read to its end, starts a new pass: each segment's scan starts over (its
   * counts go on), so that items written at an earlier version since the last pass are migrated too.
   */
  private void startPassIfFinished() {
    List<Checkpoint> checkpoints = new ArrayList<>(segments);
    for (int segment = 0; segment < segments; segment++) {
      Checkpoint checkpoint = load(segment);
      if (!checkpoint.finished) {
        return;
      }
      checkpoints.add(checkpoint);
    }
    saveRemaining(-1);
    for (int segment = 0; segment < segments; segment++) {
      Checkpoint done = checkpoints.get(segment);
      save(segment, new Checkpoint(null, false, done.seen, done.migrated, done.skipped, done.failed));
    }
  }

  private void runSegment(int segment) {
    Checkpoint checkpoint = load(segment);
    EarlierItems<T> earlier = new EarlierItems<>(schema);
    while (!checkpoint.finished && !stopping.get()) {
      List<InvalidItem> invalid = new ArrayList<>();
      Scan<Stored<T>> scan = Scan.of(table, earlier, null).segment(segment, segments).limit(pageSize)
          .skipInvalid(invalid::add);
      if (checkpoint.cursor != null) {
        scan = scan.startAfter(checkpoint.cursor);
      }
      Page<Stored<T>> page = scan.page();
      long migrated = 0;
      long skipped = 0;
      long failed = invalid.size();
      for (Stored<T> stored : page.items()) {
        UpcastWrite.Result result = UpcastWrite.rewrite(table, schema, stored.item(), stored.value());
        switch (result.outcome()) {
          case REWRITTEN -> migrated++;
          case CHANGED -> skipped++;
          default -> failed++;
        }
      }
      checkpoint = new Checkpoint(page.cursor().orElse(null), page.cursor().isEmpty(),
          checkpoint.seen + page.items().size() + invalid.size(), checkpoint.migrated + migrated,
          checkpoint.skipped + skipped, checkpoint.failed + failed);
      save(segment, checkpoint);
      if (onProgress != null) {
        onProgress.accept(progress());
      }
    }
  }

  private String checkpointName(int segment) {
    return "migration#" + name + "#" + segment + "/" + segments;
  }

  private String remainingName() {
    return "migration#" + name + "#remaining/" + segments;
  }

  private CheckpointStore store() {
    return CheckpointStore.of(table, schema.partitionKeyField(), schema.partitionKeyType(), schema.sortKeyField(),
        schema.sortKeyField() == null ? null : schema.sortKeyType(),
        "delete or move that item, or give the migration another name with name(...)");
  }

  private Checkpoint load(int segment) {
    return store().load(checkpointName(segment), OPERATION).map(Migration::decode)
        .orElse(new Checkpoint(null, false, 0, 0, 0, 0));
  }

  private static Checkpoint decode(Map<String, AttributeValue> state) {
    AttributeValue cursor = state.get("cursor");
    AttributeValue finished = state.get("finished");
    return new Checkpoint(cursor == null ? null : cursor.s(), finished != null && Boolean.TRUE.equals(finished.bool()),
        number(state, "seen"), number(state, "migrated"), number(state, "skipped"), number(state, "failed"));
  }

  private static long number(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value == null || value.n() == null ? 0 : Long.parseLong(value.n());
  }

  private void save(int segment, Checkpoint checkpoint) {
    Map<String, AttributeValue> state = new HashMap<>(8);
    if (checkpoint.cursor != null) {
      state.put("cursor", AttributeValue.fromS(checkpoint.cursor));
    }
    state.put("finished", AttributeValue.fromBool(checkpoint.finished));
    state.put("seen", AttributeValue.fromN(Long.toString(checkpoint.seen)));
    state.put("migrated", AttributeValue.fromN(Long.toString(checkpoint.migrated)));
    state.put("skipped", AttributeValue.fromN(Long.toString(checkpoint.skipped)));
    state.put("failed", AttributeValue.fromN(Long.toString(checkpoint.failed)));
    store().save(checkpointName(segment), state, OPERATION);
  }

  /** The count of items left at an earlier version after the last pass, -1 when none was taken since it began. */
  private long loadRemaining() {
    return store().load(remainingName(), OPERATION).map(state -> {
      AttributeValue value = state.get("remaining");
      return value == null || value.n() == null ? -1L : Long.parseLong(value.n());
    }).orElse(-1L);
  }

  private void saveRemaining(long remaining) {
    store().save(remainingName(), Map.of("remaining", AttributeValue.fromN(Long.toString(remaining))), OPERATION);
  }

  /** One segment's checkpoint: where its scan goes on, and its counts so far. */
  private record Checkpoint(String cursor, boolean finished, long seen, long migrated, long skipped, long failed) {
    MigrationProgress progress(int segments) {
      return new MigrationProgress(seen, migrated, skipped, failed, finished ? 1 : 0, segments, -1);
    }
  }

  /** An item of an earlier version as read, and its upcast value. */
  record Stored<T>(Map<String, AttributeValue> item, T value) {}

  /** A failure of one segment, carried out of its task. */
  private static final class SegmentFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int segment;

    SegmentFailure(int segment, RuntimeException cause) {
      super(cause);
      this.segment = segment;
    }
  }

  /**
   * The entity seen through its earlier versions only: what the migration's scan reads. Its
   * version range ends one before the current one, so the scan's filter keeps only items to
   * migrate; each decodes to the item as read and its upcast value.
   */
  private static final class EarlierItems<T> implements EntitySchema<Stored<T>>, Identity.Owner {
    private final EntitySchema<T> schema;
    private final Identity identity;

    EarlierItems(EntitySchema<T> schema) {
      this.schema = schema;
      this.identity = Identity.of(schema).between(schema.oldestVersion(), schema.entityVersion() - 1);
    }

    @Override
    public Identity identity() {
      return identity;
    }

    @Override
    public String service() {
      return schema.service();
    }

    @Override
    public String entityName() {
      return schema.entityName();
    }

    @Override
    public int entityVersion() {
      return schema.entityVersion() - 1;
    }

    @Override
    public int oldestVersion() {
      return schema.oldestVersion();
    }

    @Override
    public String partitionKeyField() {
      return schema.partitionKeyField();
    }

    @Override
    public String sortKeyField() {
      return schema.sortKeyField();
    }

    // The key types and indexes too, so that a scan through this view checks its cursors against the
    // table's real key types (a table keyed by numbers or bytes).
    @Override
    public ScalarAttributeType partitionKeyType() {
      return schema.partitionKeyType();
    }

    @Override
    public ScalarAttributeType sortKeyType() {
      return schema.sortKeyType();
    }

    @Override
    public List<IndexDefinition> indexes() {
      return schema.indexes();
    }

    @Override
    public List<IndexDefinition> localIndexes() {
      return schema.localIndexes();
    }

    @Override
    public List<AttributeIndexDefinition> attributeIndexes() {
      return schema.attributeIndexes();
    }

    @Override
    public Map<String, AttributeValue> toItem(Stored<T> value) {
      return schema.toItem(value.value());
    }

    @Override
    public Stored<T> fromItem(Map<String, AttributeValue> item) {
      return new Stored<>(item, schema.fromItem(item));
    }

    @Override
    public Key<Stored<T>> keyOf(Stored<T> value) {
      return Key.of(schema.keyOf(value.value()));
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      return identity.matches(item);
    }
  }
}
