package dev.singletable.processor.writer.service;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.model.service.ServiceNames;
import dev.singletable.processor.writer.GeneratedClass;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.query.ScanWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Service>Service}: the entities of one service bound to one table, the runtime's
 * transactions and batches, and the service's scan; one writer per part adds the rest: {@link
 * CollectionWriter} one method per collection (one query of a shared partition, its items grouped
 * by entity in a generated result class), {@link ImageWriter} the parsing of stream images into a
 * sealed {@code Item} type, {@link ChangeWriter} that of stream records into changes, {@link
 * SealedLayoutWriter} the reads of a shared key layout as the sealed interface its records implement, and {@link
 * TableDefinitionWriter} the table's definition. Like the entity classes it binds names and types
 * and calls the runtime; it holds no logic of its own.
 */
public final class ServiceWriter {
  /** The service class's fields, which its collection queries are given too. */
  static final String TABLE = "table";
  static final String CONSISTENT = "consistent";
  static final String SKIP_INVALID = "skipInvalid";

  private final ServiceModel service;
  private final boolean markGenerated;
  private final ClassName serviceType;
  private final List<EntityModel> entities;
  private final Map<EntityModel, String> accessors = new LinkedHashMap<>();
  private final Map<EntityModel, String> scanFilters = new LinkedHashMap<>();
  private final ImageWriter images;
  private final ChangeWriter changes;
  private final CollectionWriter collections;
  private final SealedLayoutWriter layouts;

  private ServiceWriter(ServiceModel service, RuntimeSurface surface, boolean markGenerated) {
    this.service = service;
    this.markGenerated = markGenerated;
    this.serviceType = service.className();
    this.entities = service.sortedEntities();
    NameAllocator members = new NameAllocator();
    ServiceNames.serviceMembers(surface).stream().sorted().forEach(members::newName);
    for (EntityModel entity : entities) {
      accessors.put(entity, members.newName(ServiceNames.accessor(entity.name())));
    }
    for (EntityModel entity : entities) {
      scanFilters.put(entity, members.newName(Names.identifier("where" + entity.recordType().simpleName(), "Filter")));
    }
    NameAllocator types = new NameAllocator();
    types.newName(serviceType.simpleName());
    this.images = new ImageWriter(serviceType, entities, types);
    this.changes = new ChangeWriter(service.name(), serviceType, entities, types);
    this.collections = new CollectionWriter(service, images.itemType(), images.itemTypes(), members, types, surface);
    NameAllocator constants = new NameAllocator();
    constants.newName("NAME");
    this.layouts = new SealedLayoutWriter(service, members, types, constants);
  }

  /**
   * The source of the service class; every entity of the model must have been generated.
   *
   * @param surface names the runtime's methods, which the generated members avoid
   * @param markGenerated whether to annotate it {@code @javax.annotation.processing.Generated}
   */
  public static JavaFile write(ServiceModel service, RuntimeSurface surface, boolean markGenerated) {
    return new ServiceWriter(service, surface, markGenerated).file();
  }

  private JavaFile file() {
    TypeSpec.Builder type = GeneratedClass.builder(serviceType, classJavadoc(), markGenerated);
    type.addField(FieldSpec.builder(String.class, "NAME", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The service name, {@code @Entity(service)} of its entities.\n")
        .initializer("$S", service.name())
        .build());
    type.addField(RuntimeTypes.TABLE, TABLE, Modifier.PRIVATE, Modifier.FINAL);
    type.addField(TypeName.BOOLEAN, CONSISTENT, Modifier.PRIVATE, Modifier.FINAL);
    type.addField(TypeName.BOOLEAN, SKIP_INVALID, Modifier.PRIVATE, Modifier.FINAL);
    type.addMethod(MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(RuntimeTypes.TABLE, TABLE)
        .addParameter(TypeName.BOOLEAN, CONSISTENT)
        .addParameter(TypeName.BOOLEAN, SKIP_INVALID)
        .addStatement("this.$N = $N", TABLE, TABLE)
        .addStatement("this.$N = $N", CONSISTENT, CONSISTENT)
        .addStatement("this.$N = $N", SKIP_INVALID, SKIP_INVALID)
        .build());
    type.addMethod(of());
    type.addMethod(consistent());
    type.addMethod(skipInvalid());
    type.addMethod(table());
    for (EntityModel entity : entities) {
      type.addMethod(accessor(entity));
    }
    collections.addDefinitions(type);
    layouts.addDefinitions(type);
    collections.addMethods(type);
    layouts.addMethods(type);
    type.addMethod(runtimeBuilder("transactWrite", RuntimeTypes.TRANSACT_WRITE,
        "Starts a write transaction (TransactWriteItems) across the service's entities: puts, creates,\n"
            + "updates, deletes and condition checks that succeed or fail together; a cancelled one throws\n"
            + "{@code TransactionCanceledException} with the index, entity, key and reason of each operation.\n"));
    type.addMethod(runtimeBuilder("transactWrites", RuntimeTypes.TRANSACT_WRITES,
        "Starts a list of writes across the service's entities too long for one transaction, sent as a\n"
            + "series of transactions of at most DynamoDB's size, each with the checks added by\n"
            + "{@code everyPage}; a failed page throws {@code TransactionPageException} naming the pages\n"
            + "applied before it.\n"));
    type.addMethod(runtimeBuilder("transactGet", RuntimeTypes.TRANSACT_GET,
        "Starts a read transaction (TransactGetItems) across the service's entities: one consistent\n"
            + "snapshot of up to 100 items.\n"));
    type.addMethod(runtimeBuilder("batchWrite", RuntimeTypes.BATCH_WRITE,
        "Starts a batch of puts and deletes across the service's entities (BatchWriteItem), sent in chunks\n"
            + "of 25 with bounded retries of what DynamoDB leaves unprocessed or throttles.\n"));
    type.addMethod(runtimeBuilder("batchGet", RuntimeTypes.BATCH_GET,
        "Starts a batch of reads across the service's entities (BatchGetItem), sent in chunks of 100 with\n"
            + "bounded retries of the keys DynamoDB leaves unprocessed or throttles.\n"));
    type.addMethod(ScanWriter.serviceMethod(images.itemType(), entities, images.itemTypes()));
    for (EntityModel entity : entities) {
      type.addMethod(ScanWriter.serviceFilterMethod(scanFilters.get(entity), images.itemType(), entity,
          images.itemTypes().get(entity)));
    }
    type.addMethod(images.parse());
    new TableDefinitionWriter(entities).addTo(type);
    collections.addTypes(type);
    layouts.addTypes(type);
    images.addTypes(type);
    changes.addTo(type);
    return JavaFile.builder(serviceType.packageName(), type.build())
        .skipJavaLangImports(true)
        .build();
  }

  private CodeBlock classJavadoc() {
    CodeBlock.Builder javadoc = CodeBlock.builder()
        .add("The service $L: its entities bound to one table, its collections, transactions and batches\n"
            + "across them, stream-image parsing and the table definition.\n\n", Names.code(service.name()))
        .add("<ul>\n");
    for (EntityModel entity : entities) {
      javadoc.add("  <li>{@link $T} ($L)\n", entity.entityType(), Names.code(entity.name()));
    }
    javadoc.add("</ul>\n\n");
    javadoc.add("<p>The model (key layouts and access patterns) is described in the resource\n"
        + "{@code META-INF/singletable/$L.md}.\n", service.name());
    return javadoc.build();
  }

  private MethodSpec of() {
    return MethodSpec.methodBuilder("of")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(serviceType)
        .addParameter(RuntimeTypes.TABLE, TABLE)
        .addJavadoc("Binds the service to a table.\n\n")
        .addJavadoc("@param table the table that holds service $L\n", Names.code(service.name()))
        .addJavadoc("@return the service; its collection reads are eventually consistent\n")
        .addStatement("return new $T($T.requireNonNull($N, $S), false, false)", serviceType, Objects.class, TABLE, TABLE)
        .build();
  }

  private MethodSpec consistent() {
    return MethodSpec.methodBuilder(CONSISTENT)
        .addModifiers(Modifier.PUBLIC)
        .returns(serviceType)
        .addJavadoc("This service with strongly consistent collection reads, which see every write acknowledged\n"
            + "before them, at twice the read cost.\n\n")
        .addJavadoc("@return a service on the same table\n")
        .addStatement("return new $T(this.$N, true, this.$N)", serviceType, TABLE, SKIP_INVALID)
        .build();
  }

  private MethodSpec skipInvalid() {
    return MethodSpec.methodBuilder(SKIP_INVALID)
        .addModifiers(Modifier.PUBLIC)
        .returns(serviceType)
        .addJavadoc("This service with collection reads that skip items which cannot be read as their entity\n"
            + "(an attribute of the wrong type, a key that disagrees with its components) instead of failing;\n"
            + "each collection's {@code invalidItems()} lists them.\n\n")
        .addJavadoc("@return a service on the same table\n")
        .addStatement("return new $T(this.$N, this.$N, true)", serviceType, TABLE, CONSISTENT)
        .build();
  }

  private MethodSpec table() {
    return MethodSpec.methodBuilder(TABLE)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.TABLE)
        .addJavadoc("The table the service is bound to.\n\n")
        .addJavadoc("@return the table given to {@link #of}\n")
        .addStatement("return this.$N", TABLE)
        .build();
  }

  private MethodSpec accessor(EntityModel entity) {
    return MethodSpec.methodBuilder(accessors.get(entity))
        .addModifiers(Modifier.PUBLIC)
        .returns(entity.entityType())
        .addJavadoc("The operations of entity $L on this service's table.\n\n", Names.code(entity.name()))
        .addJavadoc("@return {@code $T.of(table)}\n", entity.entityType())
        .addStatement("return $T.of(this.$N)", entity.entityType(), TABLE)
        .build();
  }

  private MethodSpec runtimeBuilder(String name, ClassName type, String summary) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(type)
        .addJavadoc(summary)
        .addJavadoc("\n@return {@code $T.of(table)}; nothing is sent before {@code execute()}\n", type)
        .addStatement("return $T.of(this.$N)", type, TABLE)
        .build();
  }
}
