package dev.singletable.test;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * A DynamoDB engine for a JUnit 5 test class: the engine ({@link DynamoDbEngine#shared shared} by
 * the JVM: a moto server the kit starts, or the endpoint the environment names), a table created
 * from a table definition or a {@code CreateTableRequest} (fresh for the class, or for each test),
 * clients that record their requests and apply queued faults, and a {@link TestClock}.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final DynamoDbExtension dynamo = DynamoDbExtension.create()
 *     .table("app-table", EventsService::tableDefinition)
 *     .freshTablePerTest();
 *
 * @Test
 * void placedOrdersAreFoundByType() {
 *   EventsService events = EventsService.of(Table.of(dynamo.client(), dynamo.tableName()).withClock(dynamo.clock()));
 *   ...
 *   assertEquals(1, dynamo.requests().queriesOn("gsi1").size());
 * }
 * }</pre>
 *
 * Before each test the request log and the queued faults are cleared and the clock is set back to
 * where it started. On moto each extension acts in an account of its own ({@link
 * DynamoDbEngine#inNewAccount()}), so test classes sharing the server never see each other's tables
 * ({@link #existingTable} uses the named table where it is); on an endpoint the user names, the
 * table's name carries the run's prefix ({@link DynamoDbEngine#tableName(String)}) and every table
 * the extension created is deleted after its last test. The table's name is the given name and a
 * number, unique in the JVM. Register it in a {@code static} field for a table per class; in an
 * instance field every test gets a fresh table.
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/testing.md#testing-with-the-test-kit">Testing with the test kit</a>
 */
public final class DynamoDbExtension implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static final System.Logger LOGGER = System.getLogger(DynamoDbExtension.class.getName());

  private final DynamoDbEngine base;
  private DynamoDbEngine engine;
  private final RequestLog requests = new RequestLog();
  private final Faults faults = new Faults();
  private String baseName = "test";
  /** Gives the table's definition for a name: a CreateTableRequest or an Iterable of the requests that make it. */
  private Function<String, ?> definition;
  private boolean perTest;
  private Instant start = TestClock.DEFAULT_START;
  private TestClock clock = new TestClock(start);
  private DynamoDbClient client;
  private DynamoDbAsyncClient asyncClient;
  private String tableName;
  private boolean classScoped;
  /** Checks an existing table against its definition; null unless {@link #existingTable} was used. */
  private BiConsumer<? super DynamoDbClient, Object> check;
  /** Whether the existing table's name was free and the extension created it. */
  private boolean createdExisting;
  /** What to do with an existing table that differs from the model. */
  private ExistingTableMode mode = ExistingTableMode.FAIL;
  /** Brings an existing table to its definition, in {@link ExistingTableMode#UPDATE}. */
  private BiConsumer<? super DynamoDbClient, Object> update;
  /** The check's report in {@link ExistingTableMode#WARN}, null when the table matched. */
  private String warning;

  private DynamoDbExtension(DynamoDbEngine base) {
    this.base = base;
  }

  /**
   * The extension on the JVM's {@linkplain DynamoDbEngine#shared() shared engine}: a moto server
   * the kit starts, or the endpoint the environment names. Nothing is started before the first test.
   *
   * @return an extension on the shared engine
   */
  public static DynamoDbExtension create() {
    return new DynamoDbExtension(null);
  }

  /**
   * The extension on {@code engine}, e.g. a private {@link DynamoDbEngine#startMoto()}.
   *
   * @param engine the engine the tests run on
   * @return an extension on {@code engine}
   */
  public static DynamoDbExtension on(DynamoDbEngine engine) {
    return new DynamoDbExtension(Objects.requireNonNull(engine, "engine"));
  }

  /**
   * The table to create: {@code definition} gets the table's unique name ({@code name-7}) and
   * returns its definition, e.g. a generated service's {@code tableDefinition} (the table is then
   * created and its time to live turned on) or {@code createTableRequest} (the table alone).
   *
   * <p>The test kit does not depend on the runtime, so it takes a definition as what it is made of:
   * a {@code CreateTableRequest}, or an {@code Iterable} of the requests that make the table, the
   * {@code CreateTableRequest} first (the runtime's {@code TableDefinition} is one). It sends {@code
   * CreateTable}, {@code UpdateTimeToLive} and {@code UpdateContinuousBackups} (point-in-time
   * recovery), in order. Anything else fails the test class with an {@link IllegalArgumentException}
   * when the table is created.
   *
   * @param name the start of the table's name
   * @param definition gets the table's name and returns its definition
   * @param <D> the definition's type
   * @return this extension
   */
  public <D> DynamoDbExtension table(String name, Function<String, D> definition) {
    this.baseName = Objects.requireNonNull(name, "name");
    this.definition = Objects.requireNonNull(definition, "definition");
    return this;
  }

  /**
   * Uses the table named exactly {@code name}, on this engine, for every test: a table that exists
   * is checked with {@code check} before the first test (the test class fails there when the table
   * is of another shape) and kept with its items; a table that does not exist is created from
   * {@code definition} (as {@link #table(String, Function)} creates one) and dropped after the last
   * test. The test kit does not depend on the runtime: pass the runtime's check, {@code
   * TableCheck::require}, which with a generated service's {@code tableDefinition} checks the time to
   * live and point-in-time recovery too. A table that differs stops the test class
   * unless {@link #onExistingTable(ExistingTableMode)} says to warn, or {@link
   * #onExistingTable(ExistingTableMode, BiConsumer)} to bring the table to the model.
   *
   * <pre>{@code
   * @RegisterExtension
   * static final DynamoDbExtension dynamo = DynamoDbExtension.create()
   *     .existingTable("app-table", NotesService::tableDefinition, TableCheck::require);
   * }</pre>
   *
   * @param name the table's name, used as it is
   * @param definition gets {@code name} and returns the model's table, e.g. a generated service's
   *     {@code tableDefinition}
   * @param check compares an existing table with the definition and throws when they differ
   * @param <D> the definition's type
   * @return this extension
   */
  @SuppressWarnings("unchecked")
  public <D> DynamoDbExtension existingTable(String name, Function<String, D> definition,
      BiConsumer<? super DynamoDbClient, ? super D> check) {
    table(name, definition);
    // The check takes what the definition gives: only the definition's values reach it.
    this.check = (BiConsumer<? super DynamoDbClient, Object>) Objects.requireNonNull(check, "check");
    return this;
  }

  /**
   * What to do at start-up with an existing table that differs from the model: {@link
   * ExistingTableMode#FAIL} (the default) or {@link ExistingTableMode#WARN}. For {@link
   * ExistingTableMode#UPDATE}, pass the update with {@link #onExistingTable(ExistingTableMode,
   * BiConsumer)}.
   *
   * @param mode fail or warn
   * @return this extension
   * @throws IllegalArgumentException for {@code UPDATE}, which needs the update
   */
  public DynamoDbExtension onExistingTable(ExistingTableMode mode) {
    if (Objects.requireNonNull(mode, "mode") == ExistingTableMode.UPDATE) {
      throw new IllegalArgumentException("UPDATE needs the update: onExistingTable(UPDATE, TableUpdate::bringToModel)");
    }
    this.mode = mode;
    return this;
  }

  /**
   * What to do at start-up with an existing table that differs from the model, with the update that
   * {@link ExistingTableMode#UPDATE} runs instead of the check: development only, it changes the
   * table.
   *
   * <pre>{@code
   * @RegisterExtension
   * static final DynamoDbExtension dynamo = DynamoDbExtension.create()
   *     .existingTable("app-table", NotesService::tableDefinition, TableCheck::require)
   *     .onExistingTable(ExistingTableMode.UPDATE, TableUpdate::bringToModel);
   * }</pre>
   *
   * @param mode the mode
   * @param update brings the table to the definition and throws when something is left, e.g. the
   *     runtime's {@code TableUpdate::bringToModel}, which takes a {@code TableDefinition}; used in
   *     {@code UPDATE} only, with the value the {@code existingTable} definition gives (an update of
   *     another type fails the test class with an {@link IllegalStateException})
   * @param <D> the definition's type
   * @return this extension
   */
  @SuppressWarnings("unchecked")
  public <D> DynamoDbExtension onExistingTable(ExistingTableMode mode,
      BiConsumer<? super DynamoDbClient, ? super D> update) {
    this.mode = Objects.requireNonNull(mode, "mode");
    this.update = (BiConsumer<? super DynamoDbClient, Object>) Objects.requireNonNull(update, "update");
    return this;
  }

  /**
   * The check's report on the existing table, logged as a warning in {@link ExistingTableMode#WARN}.
   *
   * @return the report's text; empty when the table matched, in another mode, or before the first test
   */
  public synchronized Optional<String> tableWarning() {
    return Optional.ofNullable(warning);
  }

  /**
   * A new table for every test rather than one for the test class.
   *
   * @return this extension
   */
  public DynamoDbExtension freshTablePerTest() {
    this.perTest = true;
    return this;
  }

  /**
   * Where the clock stands at the start of each test; default {@link TestClock#DEFAULT_START}.
   *
   * @param instant the clock's time at the start of each test
   * @return this extension
   */
  public DynamoDbExtension clockAt(Instant instant) {
    this.start = Objects.requireNonNull(instant, "instant");
    this.clock = new TestClock(instant);
    return this;
  }

  /**
   * The engine the tests run on, in this extension's own account on moto: its clients see the
   * tables of this extension and no other's. With {@link #existingTable}, the engine itself, where
   * the named table is. Their requests are not recorded: use {@link #client()} for that.
   *
   * @return the engine the tests run on
   */
  public synchronized DynamoDbEngine engine() {
    if (engine == null) {
      DynamoDbEngine on = base == null ? DynamoDbEngine.shared() : base;
      engine = check != null ? on : on.inNewAccount();
    }
    return engine;
  }

  /**
   * A sync client of the engine that records its requests and applies the queued faults.
   *
   * @return the recording, fault-applying sync client
   */
  public synchronized DynamoDbClient client() {
    if (client == null) {
      client = ObservedClients.sync(engine().client(), requests, faults);
    }
    return client;
  }

  /**
   * An async client of the engine that records its requests and applies the queued faults.
   *
   * @return the recording, fault-applying async client
   */
  public synchronized DynamoDbAsyncClient asyncClient() {
    if (asyncClient == null) {
      asyncClient = ObservedClients.async(engine().asyncClient(), requests, faults);
    }
    return asyncClient;
  }

  /**
   * The name of the current test's table.
   *
   * @return the name of the current test's table
   * @throws IllegalStateException when no table was declared, or outside a test
   */
  public synchronized String tableName() {
    if (tableName == null) {
      throw new IllegalStateException(definition == null
          ? "no table declared: call table(name, definition) where the extension is registered"
          : "the table exists only while a test of the class runs");
    }
    return tableName;
  }

  /**
   * The requests the clients of this extension sent in the current test.
   *
   * @return the log of the current test's requests
   */
  public RequestLog requests() {
    return requests;
  }

  /**
   * The faults queued for the clients of this extension.
   *
   * @return the queue of faults for this extension's clients
   */
  public Faults faults() {
    return faults;
  }

  /**
   * The clock of the current test, standing still until moved.
   *
   * @return the current test's clock
   */
  public TestClock clock() {
    return clock;
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    classScoped = true;
    if (!perTest) {
      createTable();
    }
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    if (perTest || tableName == null) {
      createTable();
    }
    requests.clear();
    faults.clear();
    clock.set(start);
  }

  @Override
  public void afterEach(ExtensionContext context) {
    if (perTest || !classScoped) {
      dropTable();
    }
  }

  @Override
  public void afterAll(ExtensionContext context) {
    dropTable();
  }

  private synchronized void createTable() {
    if (definition == null) {
      return;
    }
    if (check != null) {
      useExistingTable();
      return;
    }
    String name = engine().tableName(baseName + "-" + TABLES.incrementAndGet());
    create(engine().client(), name, definition.apply(name));
    tableName = name;
  }

  /** Sends what makes the table: a {@code CreateTableRequest}, or each request of a definition in order. */
  private static void create(DynamoDbClient client, String name, Object definition) {
    if (definition instanceof CreateTableRequest request) {
      client.createTable(request);
      return;
    }
    if (definition instanceof Iterable<?> requests && requests.iterator().hasNext()
        && requests.iterator().next() instanceof CreateTableRequest) {
      for (Object request : requests) {
        if (request instanceof CreateTableRequest create) {
          client.createTable(create);
        } else if (request instanceof UpdateTimeToLiveRequest timeToLive) {
          client.updateTimeToLive(timeToLive);
        } else if (request instanceof UpdateContinuousBackupsRequest recovery) {
          client.updateContinuousBackups(recovery);
        } else {
          throw new IllegalArgumentException("the definition of table " + name + " holds a "
              + request.getClass().getSimpleName() + ": the test kit sends CreateTable, UpdateTimeToLive and "
              + "UpdateContinuousBackups only");
        }
      }
      return;
    }
    throw new IllegalArgumentException("the definition of table " + name + " is "
        + (definition == null ? "null" : "a " + definition.getClass().getName())
        + ": give a CreateTableRequest, or the requests that make the table, its CreateTableRequest first "
        + "(e.g. a generated service's tableDefinition)");
  }

  private void useExistingTable() {
    Object request = definition.apply(baseName);
    try {
      engine().client().describeTable(builder -> builder.tableName(baseName));
    } catch (ResourceNotFoundException e) {
      create(engine().client(), baseName, request);
      createdExisting = true;
      tableName = baseName;
      return;
    }
    switch (mode) {
      case FAIL -> check.accept(engine().client(), request);
      case WARN -> {
        try {
          check.accept(engine().client(), request);
        } catch (RuntimeException e) {
          warning = e.getMessage();
          LOGGER.log(System.Logger.Level.WARNING, "table " + baseName + " differs from the model; the tests go on:\n"
              + warning);
        }
      }
      case UPDATE -> {
        try {
          update.accept(engine().client(), request);
        } catch (ClassCastException e) {
          throw new IllegalStateException("the update passed to onExistingTable does not take the definition of "
              + "table " + baseName + " (" + request.getClass().getName() + "): pass a definition it takes, e.g. "
              + "a generated service's tableDefinition for TableUpdate::bringToModel", e);
        }
      }
    }
    tableName = baseName;
  }

  private synchronized void dropTable() {
    if (check != null) {
      if (createdExisting && tableName != null) {
        engine().client().deleteTable(builder -> builder.tableName(baseName));
        createdExisting = false;
      }
      tableName = null;
      return;
    }
    if (tableName != null) {
      String name = tableName;
      tableName = null;
      engine().client().deleteTable(builder -> builder.tableName(name));
    }
  }
}
