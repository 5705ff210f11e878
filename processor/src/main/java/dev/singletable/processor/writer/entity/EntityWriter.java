package dev.singletable.processor.writer.entity;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IdentityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.writer.GeneratedClass;
import dev.singletable.processor.writer.Javadoc;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.item.AttributeCode;
import dev.singletable.processor.writer.item.CodecRegistry;
import dev.singletable.processor.writer.item.CreationValues;
import dev.singletable.processor.writer.item.EarlierShapeWriter;
import dev.singletable.processor.writer.item.ItemWriter;
import dev.singletable.processor.writer.item.KeyWriter;
import dev.singletable.processor.writer.item.PathWriter;
import dev.singletable.processor.writer.item.RecordCodecWriter;
import dev.singletable.processor.writer.item.SchemaWriter;
import dev.singletable.processor.writer.query.AttributeIndexQueryWriter;
import dev.singletable.processor.writer.query.ProjectionWriter;
import dev.singletable.processor.writer.query.QueryWriter;
import dev.singletable.processor.writer.query.ScanWriter;
import dev.singletable.processor.writer.query.ShardQueryWriter;
import dev.singletable.processor.writer.query.VectorSearchWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Record>Entity}: the entity's constants, key templates and key builders,
 * {@code toItem}/{@code fromItem}, its operations on a table, its schema and the codecs it uses.
 *
 * <p>Generated names cannot clash with the user's: private fields are allocated around the record's
 * component names (which become parameter names), and a public constant a parameter could shadow is
 * qualified with the class name.
 */
public final class EntityWriter {
  private static final String SCHEMA_CLASS = "Schema";
  private static final String READ_KEYS_CLASS = "ReadKeys";
  private static final String STORED_KEYS_FIELD = "STORED_KEYS";
  private static final String TABLE = "table";
  /** Public members with fixed names; private ones are allocated around them. */
  private static final List<String> FIXED_MEMBERS = List.of("NAME", "VERSION", "SERVICE", "SCHEMA", TABLE);

  private final EntityModel entity;
  private final boolean markGenerated;
  private final KeyWriter keys;
  private final CodecRegistry codecs;
  private final PathWriter paths;
  private final QueryWriter queries;
  private final ProjectionWriter projections;
  private final AttributeIndexQueryWriter attributeQueries;
  private final VectorSearchWriter searches;
  private final UpdateWriter updates;
  private final ItemWriter items;
  private final RecordCodecWriter recordCodecs;
  private final String identity;
  private final String readKeysClass;
  private final EarlierShapeWriter earlier;
  private final AttributeConstantsWriter attributeConstants;

  private final RuntimeSurface surface;

  private EntityWriter(EntityModel entity, RuntimeSurface surface, boolean markGenerated) {
    this.surface = surface;
    this.entity = entity;
    this.markGenerated = markGenerated;
    NameAllocator members = new NameAllocator();
    FIXED_MEMBERS.forEach(members::newName);
    for (AttributeModel attribute : entity.attributes()) {
      members.newName(attribute.name());
    }
    NameAllocator nestedTypes = new NameAllocator();
    nestedTypes.newName(SCHEMA_CLASS);
    nestedTypes.newName(entity.entityType().simpleName());
    this.codecs = new CodecRegistry(entity, members, nestedTypes);
    // The public attribute constants are named before any private field, so that they keep their names.
    this.paths = new PathWriter(entity, surface, members, nestedTypes, codecs);
    this.keys = new KeyWriter(entity, members);
    this.identity = members.newName("IDENTITY");
    // The stored keys are read only when an item is read: they live in a holder class, so that the
    // first toItem (which initialises this class) does not build them nor load their runtime classes.
    this.readKeysClass = nestedTypes.newName(READ_KEYS_CLASS);
    String storedKeys = readKeysClass + "." + STORED_KEYS_FIELD;
    AttributeCode attributes = new AttributeCode(codecs);
    this.attributeConstants = new AttributeConstantsWriter(entity, nestedTypes, markGenerated);
    this.projections = new ProjectionWriter(entity, keys, attributes, members, nestedTypes, identity, storedKeys,
        attributeConstants.holder());
    this.queries = new QueryWriter(entity, surface, keys, nestedTypes, projections);
    this.attributeQueries = new AttributeIndexQueryWriter(entity, surface, paths, nestedTypes);
    this.searches = new VectorSearchWriter(entity, paths, projections, nestedTypes);
    this.updates = new UpdateWriter(entity, keys, paths, members, nestedTypes);
    this.items = new ItemWriter(entity, keys, attributes, identity, storedKeys);
    this.recordCodecs = new RecordCodecWriter(attributes);
    this.earlier = new EarlierShapeWriter(entity, nestedTypes, storedKeys);
  }

  /**
   * The sources of the entity class and of the interface declaring its attribute constants, in that
   * order; the model must have passed the checks.
   *
   * @param markGenerated whether to annotate it {@code @javax.annotation.processing.Generated}, which
   *     a modular build sees only when it reads {@code java.compiler}
   * @param surface names the runtime's methods the generated classes inherit, which generated methods avoid
   */
  public static List<JavaFile> write(EntityModel entity, RuntimeSurface surface, boolean markGenerated) {
    EntityWriter writer = new EntityWriter(entity, surface, markGenerated);
    List<JavaFile> files = new ArrayList<>();
    files.add(writer.file());
    writer.attributeConstants.file().ifPresent(files::add);
    return files;
  }

  private JavaFile file() {
    TypeSpec.Builder type = GeneratedClass.builder(entity.entityType(), classJavadoc(), markGenerated);

    List<MethodSpec> methods = new ArrayList<>();
    methods.add(constructor());
    methods.add(of());
    methods.addAll(keys.builders());
    methods.add(keys.keyMethod());
    methods.add(items.toItem());
    methods.add(items.fromItem());
    methods.add(items.fromCheckedItem());
    methods.add(items.fromAttributes());
    methods.add(items.withKeyComponents());
    methods.addAll(items.placeholders());
    methods.addAll(earlier.methods());
    methods.addAll(operations());
    methods.addAll(completed());
    methods.add(updates.updateMethod());
    methods.add(updates.upsertMethod());
    methods.add(queries.queryMethod());
    searches.searchMethod().ifPresent(methods::add);
    methods.addAll(ScanWriter.entityMethods(entity, projections));
    methods.addAll(projections.hydrateMethods());

    List<TypeSpec> types = new ArrayList<>();
    types.add(updates.withIndexKeys(new SchemaWriter(entity, keys, paths, identity).write(SCHEMA_CLASS)));
    types.addAll(earlier.types());
    types.addAll(updates.types());
    types.addAll(new ShardQueryWriter(entity, surface, keys).addTo(attributeQueries.addTo(queries.types())));
    types.addAll(searches.types());
    List<FieldSpec> constantFields = paths.fields();
    types.addAll(paths.types());
    types.addAll(projections.types());
    for (CodecRegistry.RecordCodec next = codecs.nextRecord(); next != null; next = codecs.nextRecord()) {
      types.add(recordCodecs.write(next.record(), next.className()));
    }

    // Fields last: writing methods and codec classes is what decides which codec fields exist.
    type.addFields(constants());
    type.addFields(keys.templateFields());
    types.add(0, readKeys());
    type.addField(identityField());
    type.addFields(codecs.fields());
    List<FieldSpec> deferred = new ArrayList<>(constantFields);
    deferred.add(FieldSpec.builder(schemaType(), "SCHEMA", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("What the runtime operations know about this entity: names, keys, indexes and marshalling.\n")
        .initializer("new $N()", SCHEMA_CLASS)
        .build());
    attributeConstants.addTo(type, deferred, projections.fields()).ifPresent(types::add);
    type.addField(RuntimeTypes.TABLE, TABLE, Modifier.PRIVATE, Modifier.FINAL);
    type.addMethods(methods);
    type.addTypes(types);
    return JavaFile.builder(entity.entityType().packageName(), type.build())
        .skipJavaLangImports(true)
        .build();
  }

  /** The holder of {@code STORED_KEYS}, initialised by the first read rather than by the first item. */
  private TypeSpec readKeys() {
    return TypeSpec.classBuilder(readKeysClass)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The stored keys every read checks, built by the first read: writing an item needs none.\n")
        .addField(items.storedKeysField(STORED_KEYS_FIELD))
        .build();
  }

  private CodeBlock classJavadoc() {
    CodeBlock.Builder javadoc = CodeBlock.builder()
        .add("The entity $L (version $L) of service $L: stores {@link $T} records in the service's table.\n\n",
            Names.code(entity.name()), entity.version(), Names.code(entity.service()), entity.recordType())
        .add("<ul>\n");
    for (IndexModel index : entity.allIndexes()) {
      List<String> keyLayouts = new ArrayList<>();
      for (KeyModel key : index.keys()) {
        keyLayouts.add(Names.code(key.field()) + " = " + Names.code(key.template().text()));
      }
      String title = index.isPrimary()
          ? "primary key"
          : "index " + Names.code(index.indexName()) + " (" + Names.code(index.name()) + ")";
      javadoc.add("  <li>$L: $L\n", title, String.join(", ", keyLayouts));
    }
    return javadoc.add("</ul>\n\n")
        .add("<p>The key builders, {@link #toItem} and {@link #fromItem} are static; {@link #of(Table)} binds\n"
            + "the operations to a table.\n")
        .build();
  }

  private List<FieldSpec> constants() {
    return List.of(
        FieldSpec.builder(String.class, "NAME", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc(entity.identity().isDefault(entity.name())
                ? "The entity name, stored in {@code __entity} on every item.\n"
                : "The entity name. Its items carry " + Names.code(entity.identity().describe()) + ".\n")
            .initializer("$S", entity.name())
            .build(),
        FieldSpec.builder(TypeName.INT, "VERSION", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc(entity.identity().versionAttribute().isEmpty()
                ? "The entity version; its items carry none, and are all read as this version.\n"
                : "The entity version, stored in " + Names.code(entity.identity().versionAttribute().get())
                    + " on every item.\n")
            .initializer("$L", entity.version())
            .build(),
        FieldSpec.builder(String.class, "SERVICE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("The service whose table holds this entity.\n")
            .initializer("$S", entity.service())
            .build());
  }

  /**
   * The entity's {@code Identity}: by default {@code __entity} and {@code __version}; otherwise the
   * attributes {@code @Entity} names, and for an entity without type attribute its primary key
   * templates, which is why the field follows theirs.
   */
  private FieldSpec identityField() {
    IdentityModel model = entity.identity();
    CodeBlock initializer;
    if (model.isDefault(entity.name())) {
      initializer = CodeBlock.of("$T.of(NAME, VERSION)", RuntimeTypes.IDENTITY);
    } else {
      initializer = CodeBlock.of("$T.of(NAME, VERSION, $L, $L, $L)", RuntimeTypes.IDENTITY, literal(model.typeAttribute()),
          literal(model.typeAttribute().map(attribute -> model.typeValue())), literal(model.versionAttribute()));
      if (model.versionAsString()) {
        initializer = CodeBlock.of("$L\n.versionAsString()", initializer);
      }
      if (model.ownedByKeys()) {
        IndexModel primary = entity.primary().orElseThrow();
        initializer = CodeBlock.of("$L\n.ownedByKeys($T.of($N, $L))", initializer, RuntimeTypes.KEY_OWNERSHIP,
            keys.templateField(primary.pk()),
            primary.sk().map(sk -> CodeBlock.of("$N", keys.templateField(sk))).orElse(CodeBlock.of("null")));
      }
    }
    if (!entity.evolution().earlier().isEmpty()) {
      initializer = CodeBlock.of("$L.readingFrom($L)", initializer, entity.oldestVersion());
    }
    return FieldSpec.builder(RuntimeTypes.IDENTITY, identity, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer(initializer)
        .build();
  }

  private static CodeBlock literal(Optional<String> value) {
    return value.map(text -> CodeBlock.of("$S", text)).orElse(CodeBlock.of("null"));
  }

  private MethodSpec constructor() {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(RuntimeTypes.TABLE, TABLE)
        .addStatement("this.$N = $N", TABLE, TABLE)
        .build();
  }

  private MethodSpec of() {
    return MethodSpec.methodBuilder("of")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(entity.entityType())
        .addParameter(RuntimeTypes.TABLE, TABLE)
        .addJavadoc("Binds the entity to a table.\n\n")
        .addJavadoc("@param table the table that holds service $L\n", Names.code(entity.service()))
        .addJavadoc("@return the entity's operations on that table\n")
        .addStatement("return new $T($T.requireNonNull($N, $S))", entity.entityType(), Objects.class, TABLE, TABLE)
        .build();
  }

  private List<MethodSpec> operations() {
    TypeName record = entity.recordType();
    // A component parameter named SCHEMA would shadow the constant inside get and delete.
    CodeBlock schema = keys.keyComponents().contains("SCHEMA")
        ? CodeBlock.of("$T.SCHEMA", entity.entityType())
        : CodeBlock.of("SCHEMA");
    CodeBlock key = keys.keyCall(component -> CodeBlock.of("$N", component));
    String article = Names.withArticle(entity.name());
    LibraryValuesInKeys times = new LibraryValuesInKeys(entity);
    return List.of(
        MethodSpec.methodBuilder("put")
            .addModifiers(Modifier.PUBLIC)
            .returns(operation(RuntimeTypes.PUT_OPERATION))
            .addParameter(record, "value")
            .addJavadoc("Writes $L item, replacing the one with the same key (PutItem); an item of another\n"
                + "entity there is never replaced. {@code condition(...)} adds a condition.\n\n", article)
            .addJavadoc("$L", CreationValues.paragraph(entity.attributes()))
            .addJavadoc("$L", times.put())
            .addJavadoc("@param value the record to write\n")
            .addJavadoc("@return the operation; nothing is sent before {@code execute()}\n")
            .addStatement("return $T.put(this.$N, $L, value)", RuntimeTypes.PUT_OPERATION, TABLE, schema)
            .build(),
        MethodSpec.methodBuilder("create")
            .addModifiers(Modifier.PUBLIC)
            .returns(operation(RuntimeTypes.PUT_OPERATION))
            .addParameter(record, "value")
            .addJavadoc("Writes $L item only if no item has its key; otherwise {@code execute()} throws\n"
                + "{@link $T}. {@code condition(...)} adds a condition.\n\n", article,
                RuntimeTypes.CONDITION_FAILED_EXCEPTION)
            .addJavadoc("$L", CreationValues.paragraph(entity.attributes()))
            .addJavadoc("$L", times.create())
            .addJavadoc("@param value the record to write\n")
            .addJavadoc("@return the operation; nothing is sent before {@code execute()}\n")
            .addStatement("return $T.create(this.$N, $L, value)", RuntimeTypes.PUT_OPERATION, TABLE, schema)
            .build(),
        keyOperation("get", RuntimeTypes.GET_OPERATION,
            "Reads the $L item with this key (GetItem); empty when there is none.\n\n", schema, key),
        keyOperation("delete", RuntimeTypes.DELETE_OPERATION,
            "Deletes the $L item with this key (DeleteItem), returning it when it was one; an item of another\n"
                + "entity there is never deleted. {@code condition(...)} adds a condition.\n\n", schema, key),
        MethodSpec.methodBuilder("delete")
            .addModifiers(Modifier.PUBLIC)
            .returns(operation(RuntimeTypes.DELETE_OPERATION))
            .addParameter(record, "value")
            .addJavadoc("Deletes the $L item {@code value} was read from (DeleteItem at its key)$L; otherwise\n"
                + "{@code execute()} throws {@link $T}. {@code condition(...)} adds a condition.\n\n", article,
                entity.attributeWith(Lifecycle.VERSION).isPresent()
                    ? ", only while the stored {@code @Version}\nequals the record's, as a put checks it" : "",
                RuntimeTypes.CONDITION_FAILED_EXCEPTION)
            .addJavadoc("@param value the record, as read\n")
            .addJavadoc("@return the operation; nothing is sent before {@code execute()}\n")
            .addStatement("return $T.of(this.$N, $L, value)", RuntimeTypes.DELETE_OPERATION, TABLE, schema)
            .build());
  }

  /**
   * {@code completed(value)}, for entities with generated ids or defaults: the value as a write
   * completes it, for callers that need the id before the write is sent (a transaction, a batch).
   */
  private List<MethodSpec> completed() {
    if (entity.attributes().stream().noneMatch(AttributeModel::hasCreationValue)) {
      return List.of();
    }
    List<CodeBlock> arguments = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      arguments.add(attribute.hasCreationValue()
          ? CodeBlock.of("value.$N() != null ? value.$N() : $L", attribute.name(), attribute.name(),
              CreationValues.of(attribute))
          : CodeBlock.of("value.$N()", attribute.name()));
    }
    return List.of(MethodSpec.methodBuilder("completed")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(entity.recordType())
        .addParameter(entity.recordType(), "value")
        .addJavadoc("The value as a write completes it before storing it, for a caller that needs a generated id\n"
            + "before the write is sent (to return it from a transaction, say); a write of the result keeps\n"
            + "its values. $L", CreationValues.paragraph(entity.attributes()))
        .addJavadoc("@param value the record to write\n")
        .addJavadoc("@return a copy whose null components have their generated ids and defaults\n")
        .addStatement("return new $T($L)", entity.recordType(), Names.arguments(arguments, 1))
        .build());
  }

  private MethodSpec keyOperation(
      String name, ClassName operation, String summary, CodeBlock schema, CodeBlock key) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(operation(operation))
        .addParameters(keys.keyParameters())
        .addJavadoc(summary, Names.code(entity.name()));
    Javadoc.components(method, keys.keyComponents());
    return method
        .addJavadoc("@return the operation; nothing is sent before {@code execute()}\n")
        .addJavadoc("@throws $T when a key component is null or cannot be rendered\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION)
        .addStatement("return $T.of(this.$N, $L, $L)", operation, TABLE, schema, key)
        .build();
  }

  private TypeName operation(ClassName operation) {
    return ParameterizedTypeName.get(operation, entity.recordType());
  }

  private TypeName schemaType() {
    return ParameterizedTypeName.get(RuntimeTypes.ENTITY_SCHEMA, entity.recordType());
  }
}
