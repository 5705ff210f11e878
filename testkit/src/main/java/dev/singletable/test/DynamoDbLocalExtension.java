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
 * DynamoDB Local for a JUnit 5 test class: the engine ({@link DynamoDbLocal#shared shared} by the
 * JVM), a table created from a table definition or a {@code CreateTableRequest} (fresh for the
 * class, or for each test),
 * clients that record their requests and apply queued faults, and a {@link TestClock}.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final DynamoDbLocalExtension dynamo = DynamoDbLocalExtension.embedded()
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
 * where it started. The table's name is the given name and a number, unique in the JVM, so that
 * test classes sharing an engine never see each other's items. Register it in a {@code static}
 * field for a table per class; in an instance field every test gets a fresh table.
 */
public final class DynamoDbLocalExtension implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static final System.Logger LOGGER = System.getLogger(DynamoDbLocalExtension.class.getName());

  private final Engine engine;
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

  private DynamoDbLocalExtension(Engine engine) {
    this.engine = engine;
  }

  /** DynamoDB Local on {@code engine}. */
  public static DynamoDbLocalExtension on(Engine engine) {
    return new DynamoDbLocalExtension(Objects.requireNonNull(engine, "engine"));
  }

  /** DynamoDB Local embedded in the test JVM. */
  public static DynamoDbLocalExtension embedded() {
    return on(Engine.EMBEDDED);
  }

  /** DynamoDB Local over HTTP on a loopback port. */
  public static DynamoDbLocalExtension http() {
    return on(Engine.HTTP);
  }

  /**
   * The table to create: {@code definition} gets the table's unique name ({@code name-7}) and
   * returns its definition, e.g. a generated service's {@code tableDefinition} (the table is then
   * created and its time to live turned on) or {@code createTableRequest} (the table alone).
   *
   * <p>The test kit does not depend on the runtime, so it takes a definition as what it is made of:
   * a {@code CreateTableRequest}, or an {@code Iterable} of the requests that make the table, the
   * {@code CreateTableRequest} first (the runtime's {@code TableDefinition} is one). It sends {@code
   * CreateTable} and {@code UpdateTimeToLive}, and leaves out {@code UpdateContinuousBackups}, which
   * DynamoDB Local does not implement. Anything else fails the test class with an {@link
   * IllegalArgumentException} when the table is created.
   *
   * @param name the start of the table's name
   * @param definition gets the table's name and returns its definition
   * @param <D> the definition's type
   * @return this extension
   */
  public <D> DynamoDbLocalExtension table(String name, Function<String, D> definition) {
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
   * static final DynamoDbLocalExtension dynamo = DynamoDbLocalExtension.embedded()
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
  public <D> DynamoDbLocalExtension existingTable(String name, Function<String, D> definition,
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
  public DynamoDbLocalExtension onExistingTable(ExistingTableMode mode) {
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
   * static final DynamoDbLocalExtension dynamo = DynamoDbLocalExtension.embedded()
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
  public <D> DynamoDbLocalExtension onExistingTable(ExistingTableMode mode,
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

  /** A new table for every test rather than one for the test class. */
  public DynamoDbLocalExtension freshTablePerTest() {
    this.perTest = true;
    return this;
  }

  /** Where the clock stands at the start of each test; default {@link TestClock#DEFAULT_START}. */
  public DynamoDbLocalExtension clockAt(Instant instant) {
    this.start = Objects.requireNonNull(instant, "instant");
    this.clock = new TestClock(instant);
    return this;
  }

  /** The engine the tests run on. */
  public DynamoDbLocal local() {
    return DynamoDbLocal.shared(engine);
  }

  /** Which kind of engine the tests run on. */
  public Engine engine() {
    return engine;
  }

  /** A sync client of the engine that records its requests and applies the queued faults. */
  public synchronized DynamoDbClient client() {
    if (client == null) {
      client = ObservedClients.sync(local().client(), requests, faults);
    }
    return client;
  }

  /** An async client of the engine that records its requests and applies the queued faults. */
  public synchronized DynamoDbAsyncClient asyncClient() {
    if (asyncClient == null) {
      asyncClient = ObservedClients.async(local().asyncClient(), requests, faults);
    }
    return asyncClient;
  }

  /**
   * The name of the current test's table.
   *
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

  /** The requests the clients of this extension sent in the current test. */
  public RequestLog requests() {
    return requests;
  }

  /** The faults queued for the clients of this extension. */
  public Faults faults() {
    return faults;
  }

  /** The clock of the current test, standing still until moved. */
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
    String name = baseName + "-" + TABLES.incrementAndGet();
    create(local().client(), name, definition.apply(name));
    tableName = name;
  }

  /**
   * Sends what makes the table: a {@code CreateTableRequest}, or each request of a definition in
   * order, {@code UpdateContinuousBackups} left out (DynamoDB Local does not implement it).
   */
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
        } else if (!(request instanceof UpdateContinuousBackupsRequest)) {
          throw new IllegalArgumentException("the definition of table " + name + " holds a "
              + request.getClass().getSimpleName() + ": the test kit sends CreateTable and UpdateTimeToLive only");
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
      local().client().describeTable(builder -> builder.tableName(baseName));
    } catch (ResourceNotFoundException e) {
      create(local().client(), baseName, request);
      createdExisting = true;
      tableName = baseName;
      return;
    }
    switch (mode) {
      case FAIL -> check.accept(local().client(), request);
      case WARN -> {
        try {
          check.accept(local().client(), request);
        } catch (RuntimeException e) {
          warning = e.getMessage();
          LOGGER.log(System.Logger.Level.WARNING, "table " + baseName + " differs from the model; the tests go on:\n"
              + warning);
        }
      }
      case UPDATE -> {
        try {
          update.accept(local().client(), request);
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
        local().client().deleteTable(builder -> builder.tableName(baseName));
        createdExisting = false;
      }
      tableName = null;
      return;
    }
    if (tableName != null) {
      String name = tableName;
      tableName = null;
      local().client().deleteTable(builder -> builder.tableName(name));
    }
  }
}
