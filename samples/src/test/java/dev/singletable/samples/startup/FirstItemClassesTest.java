package dev.singletable.samples.startup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.samples.events.Event;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.LongPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.types.Everything;
import dev.singletable.samples.indexes.ArticleEntity;
import dev.singletable.samples.types.EverythingEntity;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cold path AWS Lambda pays: what a fresh JVM loads to marshal its first item. The entity class
 * is initialised by its first {@code toItem}; whatever it builds or loads there that writing an item
 * does not need (the stored keys reads check, index definitions, update machinery, lambdas) is
 * start-up time and memory spent for nothing, so it is deferred to first use.
 */
class FirstItemClassesTest {
  /** Loaded only by a read, a query or an update: never by the first item. */
  private static final List<String> NOT_FOR_THE_FIRST_ITEM = List.of(
      "dev.singletable.runtime.internal.key.StoredKeys",
      "dev.singletable.runtime.internal.key.StoredKeys$Key",
      "dev.singletable.runtime.exception.KeyMismatchException",
      "dev.singletable.runtime.internal.key.ComponentEncoders$Unsplittable",
      "dev.singletable.runtime.IndexDefinition",
      "software.amazon.awssdk.services.dynamodb.model.ProjectionType",
      "dev.singletable.runtime.expression.Operand$Arithmetic",
      "dev.singletable.runtime.expression.Operand$Fallback",
      "dev.singletable.runtime.internal.codec.Nesting$1",
      // The typed attribute constants and the condition and update DSL's classes they are made of (the
      // interface declaring the constants loads as the entity's supertype, but is not initialised).
      "dev.singletable.samples.events.EventEntity$AttributeConstants",
      "dev.singletable.runtime.expression.AttributePath",
      "dev.singletable.runtime.expression.UpdatableAttribute",
      "dev.singletable.runtime.expression.LongPath",
      "dev.singletable.runtime.expression.MapPath",
      "dev.singletable.runtime.expression.CollectionPath",
      "dev.singletable.runtime.expression.Operand",
      "dev.singletable.runtime.expression.UpdateValue",
      "dev.singletable.runtime.internal.codec.DeferredCodec",
      // The schema, which operations take: built with the constants, not by the first item.
      "dev.singletable.samples.events.EventEntity$Schema",
      "dev.singletable.runtime.EntitySchema",
      "dev.singletable.runtime.internal.codec.Identity$Owner",
      "dev.singletable.runtime.internal.codec.Identity$Decoder",
      "dev.singletable.runtime.internal.key.IndexKeys$Owner",
      // Thrown only by reads: the event reads its earlier version, whose refusals the generated code
      // sorts without a catch of it.
      "dev.singletable.runtime.exception.InvalidItemException");

  /**
   * Loaded only by a read, a condition or an update of an entity of primitives, which {@code toItem}
   * puts without a codec: the exceptions only reads throw, which the verifier of the entity class and
   * of {@code Identity} would load for a {@code throw} of their type, and the codecs of the attribute
   * constants (deferred) and of {@code Items.putDouble} (the range check is in {@code Limits}).
   */
  private static final List<String> NOT_FOR_THE_FIRST_ITEM_OF_PRIMITIVES = List.of(
      "dev.singletable.runtime.exception.InvalidItemException",
      "dev.singletable.runtime.exception.WrongEntityException",
      "dev.singletable.runtime.internal.codec.NumberCodecs",
      "dev.singletable.runtime.internal.codec.NumberCodecs$IntegerCodec",
      "dev.singletable.runtime.internal.codec.NumberCodecs$LongCodec",
      "dev.singletable.runtime.internal.codec.NumberCodecs$DoubleCodec",
      "dev.singletable.runtime.internal.codec.Codecs$StringCodec");

  /** Run in a fresh JVM by the test: the first item of a JVM and nothing before it. */
  public static final class FirstItem {
    private FirstItem() {}

    /**
     * Marshals one event.
     *
     * @param args none
     */
    public static void main(String[] args) {
      Event event = new Event("order", "1234", 42L, "OrderPlaced", "01HW9Z", Map.of("total", "12.50"), "ada",
          Instant.parse("2026-01-02T03:04:05Z"));
      System.out.println("first item: " + EventEntity.toItem(event).size() + " attributes");
    }
  }

  /** Run in a fresh JVM by the test: the first item of a JVM, of primitives, and nothing before it. */
  public static final class FirstReading {
    private FirstReading() {}

    /**
     * Marshals one reading.
     *
     * @param args none
     */
    public static void main(String[] args) {
      Reading reading = new Reading("m-1", "r-1", 3, 1200L, 0.25, true);
      System.out.println("first item: " + ReadingEntity.toItem(reading).size() + " attributes");
    }
  }

  /**
   * Run in a fresh JVM by the test: reads every attribute constant of {@code EverythingEntity}, which
   * has one of each kind, and its schema, either first thing ({@code constants-first}) or after the entity class has
   * been initialised, and fails unless each is built whole whichever class was initialised first.
   */
  public static final class EveryConstant {
    private EveryConstant() {}

    /**
     * Reads the constants, and fails if one is missing or incomplete.
     *
     * @param args {@code constants-first} or {@code entity-first}
     * @throws ReflectiveOperationException never: the fields are public
     */
    public static void main(String[] args) throws ReflectiveOperationException {
      if (args[0].equals("entity-first")) {
        Class.forName(EverythingEntity.class.getName());
      }
      List<String> faults = new ArrayList<>();
      int constants = 0;
      for (Field field : EverythingEntity.class.getFields()) {
        if (!AttributePath.class.isAssignableFrom(field.getType())) {
          continue;
        }
        field.setAccessible(true);
        AttributePath<?, ?> path = (AttributePath<?, ?>) field.get(null);
        constants++;
        if (path == null || path.codec() == null || !EverythingEntity.NAME.equals(path.entity()) || path.name() == null) {
          faults.add(field.getName() + " = " + path);
        }
      }
      if (EverythingEntity.SCHEMA == null || !EverythingEntity.NAME.equals(EverythingEntity.SCHEMA.entityName())) {
        faults.add("SCHEMA = " + EverythingEntity.SCHEMA);
      }
      if (constants != EVERYTHING_COMPONENTS || !faults.isEmpty()) {
        throw new AssertionError(constants + " constants, incomplete: " + faults);
      }
      System.out.println(constants + " constants complete");
    }
  }

  /**
   * Run in a fresh JVM by the test: reads the schema or an attribute constant of {@code ArticleEntity},
   * whose index projections decode with schemas that read the entity's {@code SCHEMA}, before anything
   * else initialises the entity class, then reads the other, and fails unless both are whole.
   */
  public static final class ProjectedEntityFirst {
    private ProjectedEntityFirst() {}

    /**
     * Reads the schema and a constant, in the order given.
     *
     * @param args {@code schema-first} or {@code constant-first}
     */
    public static void main(String[] args) {
      String first = args[0].equals("schema-first")
          ? ArticleEntity.SCHEMA.entityName() + " " + ArticleEntity.TITLE.name()
          : ArticleEntity.TITLE.name() + " " + ArticleEntity.SCHEMA.entityName();
      System.out.println("read " + first);
    }
  }

  @Test
  void theSchemaOfAnEntityWithProjectionsReadFirstIsBuiltWhole(@TempDir Path directory) throws Exception {
    String output = run(ProjectedEntityFirst.class, directory, "schema-first");

    assertTrue(output.contains("read article title"), output);
  }

  @Test
  void aConstantOfAnEntityWithProjectionsReadFirstIsBuiltWhole(@TempDir Path directory) throws Exception {
    String output = run(ProjectedEntityFirst.class, directory, "constant-first");

    assertTrue(output.contains("read title article"), output);
  }

  /**
   * Run in a fresh JVM by the test: reads {@code SCHEMA} of every generated entity of the samples (each
   * {@code XEntityAttributes} class found beside this one) before the entity class is initialised, and
   * fails unless every schema is built and names its entity.
   */
  public static final class EverySchemaFirst {
    private EverySchemaFirst() {}

    /**
     * Reads every entity's schema first.
     *
     * @param args none
     * @throws Exception when the classes cannot be listed
     */
    public static void main(String[] args) throws Exception {
      Path classes = Path.of(EverySchemaFirst.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      List<String> entities = new ArrayList<>();
      try (var files = Files.walk(classes)) {
        files.map(file -> classes.relativize(file).toString().replace(java.io.File.separatorChar, '.'))
            .filter(name -> name.endsWith("EntityAttributes.class"))
            .map(name -> name.substring(0, name.length() - "Attributes.class".length()))
            .sorted()
            .forEach(entities::add);
      }
      List<String> faults = new ArrayList<>();
      for (String entity : entities) {
        try {
          Class<?> type = Class.forName(entity, false, EverySchemaFirst.class.getClassLoader());
          Object schema = type.getField("SCHEMA").get(null);
          Object name = type.getField("NAME").get(null);
          if (schema == null || !name.equals(((dev.singletable.runtime.EntitySchema<?>) schema).entityName())) {
            faults.add(entity + ": SCHEMA = " + schema);
          }
        } catch (Throwable e) {
          faults.add(entity + ": " + e);
        }
      }
      if (entities.size() < 20 || !faults.isEmpty()) {
        throw new AssertionError(entities.size() + " entities, faults: " + faults);
      }
      System.out.println(entities.size() + " schemas complete");
    }
  }

  @Test
  void theSchemaOfEveryEntityReadFirstIsBuiltWhole(@TempDir Path directory) throws Exception {
    String output = run(EverySchemaFirst.class, directory);

    assertTrue(output.contains(" schemas complete"), output);
  }

  /** The components of {@code Everything}, each with its constant. */
  private static final int EVERYTHING_COMPONENTS = Everything.class.getRecordComponents().length;

  @Test
  void attributeConstantsReadBeforeTheEntityAreBuiltWhole(@TempDir Path directory) throws Exception {
    String output = run(EveryConstant.class, directory, "constants-first");

    assertTrue(output.contains(EVERYTHING_COMPONENTS + " constants complete"), output);
  }

  @Test
  void attributeConstantsReadAfterTheEntityAreBuiltWhole(@TempDir Path directory) throws Exception {
    String output = run(EveryConstant.class, directory, "entity-first");

    assertTrue(output.contains(EVERYTHING_COMPONENTS + " constants complete"), output);
  }

  @Test
  void attributeConstantsReadFromAnotherPackageKeepTheirNamesAndTypes() {
    // Compiled in another package than EventEntity: the constants' names and types are unchanged.
    UpdatableAttribute<Event, String> eventType = EventEntity.EVENT_TYPE;
    LongPath<Event> seqNum = EventEntity.SEQ_NUM;

    assertEquals("eventType", eventType.name());
    assertEquals("seqNum", seqNum.name());
  }

  @Test
  void firstItemOfPrimitivesLoadsNoCodecNorExceptionOfReads(@TempDir Path directory) throws Exception {
    List<String> loaded = classesLoadedBy(FirstReading.class, directory);

    assertTrue(loaded.contains(ReadingEntity.class.getName()), "the child JVM ran the entity: " + loaded.size());
    List<String> unneeded = new ArrayList<>();
    for (String name : loaded) {
      if (NOT_FOR_THE_FIRST_ITEM.contains(name) || NOT_FOR_THE_FIRST_ITEM_OF_PRIMITIVES.contains(name)) {
        unneeded.add(name);
      }
    }
    assertEquals(List.of(), unneeded, "loaded by the first item although it does not need them");
  }

  @Test
  void firstItemLoadsNeitherReadNorIndexNorUpdateMachineryNorLambdas(@TempDir Path directory) throws Exception {
    List<String> loaded = classesLoadedBy(FirstItem.class, directory);

    assertTrue(loaded.contains(EventEntity.class.getName()), "the child JVM ran the entity: " + loaded.size());
    List<String> unneeded = new ArrayList<>();
    for (String name : loaded) {
      if (NOT_FOR_THE_FIRST_ITEM.contains(name)
          || name.startsWith("dev.singletable.") && name.contains("$$Lambda")) {
        unneeded.add(name);
      }
    }
    assertEquals(List.of(), unneeded, "loaded by the first item although it does not need them");
  }

  /** The output of {@code main} run in a fresh JVM, which must succeed. */
  private static String run(Class<?> main, Path directory, String... args) throws IOException, InterruptedException {
    Path output = directory.resolve("output.txt");
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), main.getName()));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command)
        .redirectErrorStream(true)
        .redirectOutput(output.toFile())
        .start();
    assertTrue(process.waitFor(2, TimeUnit.MINUTES), "the child JVM ended");
    assertEquals(0, process.exitValue(), Files.readString(output));
    return Files.readString(output);
  }

  /** The classes a fresh JVM loads running {@code main}, in order, from its class-load log. */
  private static List<String> classesLoadedBy(Class<?> main, Path directory) throws IOException, InterruptedException {
    Path log = directory.resolve("classes.log");
    Path output = directory.resolve("output.txt");
    Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xshare:auto", "-Xlog:class+load=info:file=" + log + ":none",
        "-cp", System.getProperty("java.class.path"), main.getName())
        .redirectErrorStream(true)
        .redirectOutput(output.toFile())
        .start();
    assertTrue(process.waitFor(2, TimeUnit.MINUTES), "the child JVM ended");
    assertEquals(0, process.exitValue(), Files.readString(output));
    List<String> classes = new ArrayList<>();
    for (String line : Files.readAllLines(log)) {
      int end = line.indexOf(' ');
      classes.add(end < 0 ? line : line.substring(0, end));
    }
    return classes;
  }
}
