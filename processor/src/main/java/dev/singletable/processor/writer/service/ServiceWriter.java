package dev.singletable.processor.writer.service;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.CapacityModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.ExactNames;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.service.ServiceCollection;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.model.service.ServiceNames;
import dev.singletable.processor.model.service.SubCollection;
import dev.singletable.processor.writer.GeneratedClass;
import dev.singletable.processor.writer.Javadoc;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.ValueMethods;
import dev.singletable.processor.writer.item.KeyWriter;
import dev.singletable.processor.writer.query.ScanWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Service>Service}: the entities of one service bound to one table, one method per
 * collection (one query of a shared partition, its items grouped by entity in a generated result
 * class), the runtime's transactions and batches, the parsing of stream images into a sealed
 * {@code Item} type, and the table's definition. Like the entity classes it binds names and types
 * and calls the runtime; it holds no logic of its own.
 */
public final class ServiceWriter {
  private static final String TABLE = "table";
  private static final String CONSISTENT = "consistent";
  private static final String SKIP_INVALID = "skipInvalid";

  private final ServiceModel service;
  private final boolean markGenerated;
  private final ClassName serviceType;
  private final List<EntityModel> entities;
  private final Map<EntityModel, String> accessors = new LinkedHashMap<>();
  private final Map<EntityModel, String> scanFilters = new LinkedHashMap<>();
  private final Map<String, String> collectionMethods = new LinkedHashMap<>();
  private final Map<String, String> collectionConstants = new LinkedHashMap<>();
  private final Map<String, ClassName> collectionTypes = new LinkedHashMap<>();
  private final Map<String, ClassName> queryTypes = new LinkedHashMap<>();
  private final Map<EntityModel, ClassName> itemTypes = new LinkedHashMap<>();
  private final ClassName itemType;
  private final ClassName unknownType;
  private final ChangeWriter changes;

  private ServiceWriter(ServiceModel service, boolean markGenerated) {
    this.service = service;
    this.markGenerated = markGenerated;
    this.serviceType = service.className();
    this.entities = service.sortedEntities();
    NameAllocator members = new NameAllocator();
    ServiceNames.SERVICE_MEMBERS.forEach(members::newName);
    for (EntityModel entity : entities) {
      accessors.put(entity, members.newName(ServiceNames.accessor(entity.name())));
    }
    for (EntityModel entity : entities) {
      scanFilters.put(entity, members.newName(Names.identifier("where" + entity.recordType().simpleName(), "Filter")));
    }
    NameAllocator types = new NameAllocator();
    types.newName(serviceType.simpleName());
    this.itemType = serviceType.nestedClass(types.newName("Item"));
    this.unknownType = serviceType.nestedClass(types.newName("Unknown"));
    for (EntityModel entity : entities) {
      itemTypes.put(entity, serviceType.nestedClass(types.newName(entity.recordType().simpleName() + "Item")));
    }
    this.changes = new ChangeWriter(service.name(), serviceType, entities, types);
    NameAllocator constants = new NameAllocator();
    constants.newName("NAME");
    for (String collection : service.collections().keySet()) {
      String method = ServiceNames.collectionMethod(collection);
      collectionMethods.put(collection, members.newName(method));
      collectionConstants.put(collection, constants.newName(Names.upperSnake(method) + "_COLLECTION"));
      collectionTypes.put(collection, serviceType.nestedClass(types.newName(Names.upperCamel(method) + "Collection")));
      queryTypes.put(collection, serviceType.nestedClass(types.newName(Names.upperCamel(method) + "Query")));
    }
  }

  /**
   * The source of the service class; every entity of the model must have been generated.
   *
   * @param markGenerated whether to annotate it {@code @javax.annotation.processing.Generated}
   */
  public static JavaFile write(ServiceModel service, boolean markGenerated) {
    return new ServiceWriter(service, markGenerated).file();
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
    for (ServiceCollection collection : service.collections().values()) {
      type.addField(collectionDefinition(collection));
    }
    for (ServiceCollection collection : service.collections().values()) {
      type.addMethod(collectionMethod(collection));
    }
    type.addMethod(runtimeBuilder("transactWrite", RuntimeTypes.TRANSACT_WRITE,
        "Starts a write transaction (TransactWriteItems) across the service's entities: puts, creates,\n"
            + "updates, deletes and condition checks that succeed or fail together; a cancelled one throws\n"
            + "{@code TransactionCanceledException} with the index, entity, key and reason of each operation.\n"));
    type.addMethod(runtimeBuilder("transactGet", RuntimeTypes.TRANSACT_GET,
        "Starts a read transaction (TransactGetItems) across the service's entities: one consistent\n"
            + "snapshot of up to 100 items.\n"));
    type.addMethod(runtimeBuilder("batchWrite", RuntimeTypes.BATCH_WRITE,
        "Starts a batch of puts and deletes across the service's entities (BatchWriteItem), sent in chunks\n"
            + "of 25 with bounded retries of what DynamoDB leaves unprocessed or throttles.\n"));
    type.addMethod(runtimeBuilder("batchGet", RuntimeTypes.BATCH_GET,
        "Starts a batch of reads across the service's entities (BatchGetItem), sent in chunks of 100 with\n"
            + "bounded retries of the keys DynamoDB leaves unprocessed or throttles.\n"));
    type.addMethod(ScanWriter.serviceMethod(itemType, entities, itemTypes));
    for (EntityModel entity : entities) {
      type.addMethod(ScanWriter.serviceFilterMethod(scanFilters.get(entity), itemType, entity, itemTypes.get(entity)));
    }
    type.addMethod(parse());
    type.addMethod(createTableRequest());
    ttlAttribute().ifPresent(attribute -> type.addMethod(timeToLiveRequest(attribute)));
    for (ServiceCollection collection : service.collections().values()) {
      type.addType(collectionQueryClass(collection));
      type.addType(collectionClass(collection));
    }
    type.addType(itemInterface());
    for (EntityModel entity : entities) {
      type.addType(valueClass(itemTypes.get(entity), itemType,
          CodeBlock.of("A stream image of {@link $T} ({@code $L}).\n", entity.recordType(), entity.name()),
          List.of(new Component("value", entity.recordType(), "the record the image holds")), false));
    }
    type.addType(valueClass(unknownType, itemType,
        CodeBlock.of("A stream image of no entity of this service (another entity or version, a guard item).\n"),
        List.of(new Component("item", RuntimeTypes.ITEM, "the image as it came")), false));
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

  /** {@code AGGREGATE}: the collection's definition, its members and their grouping. */
  private FieldSpec collectionDefinition(ServiceCollection collection) {
    IndexModel index = collection.index();
    ClassName resultType = collectionTypes.get(collection.name());
    TypeName type = ParameterizedTypeName.get(RuntimeTypes.COLLECTION_DEFINITION, resultType, itemType);
    CodeBlock.Builder initializer = CodeBlock.builder()
        .add("$W$T.<$T, $T>builder($S, $L, $S, $L)", RuntimeTypes.COLLECTION_DEFINITION, resultType, itemType, collection.name(),
            index.isPrimary() ? "null" : CodeBlock.of("$S", index.indexName()), index.pk().field(),
            index.sk().map(sk -> CodeBlock.of("$S", sk.field())).orElse(CodeBlock.of("null")))
        .add("$>$>");
    List<CodeBlock> parts = new ArrayList<>();
    for (ServiceCollection.Member member : collection.members()) {
      EntityModel entity = member.entity();
      initializer.add("\n.member($T.SCHEMA, $T::new)", entity.entityType(), itemTypes.get(entity));
      parts.add(CodeBlock.of("result.$L($T.SCHEMA)",
          EntityModel.isSingletonPerPartition(member.index()) ? "item" : "items", entity.entityType()));
    }
    parts.add(CodeBlock.of("result.invalidItems()"));
    initializer.add("\n.build(result -> new $T($L))$<$<", resultType, Names.arguments(parts, 1));
    return FieldSpec.builder(type, collectionConstants.get(collection.name()), Modifier.PRIVATE, Modifier.STATIC,
            Modifier.FINAL)
        .initializer(initializer.build())
        .build();
  }

  /** {@code aggregate(aggregateType, aggregateId)}: the query of one partition of the collection. */
  private MethodSpec collectionMethod(ServiceCollection collection) {
    EntityModel first = collection.first().entity();
    IndexModel index = collection.index();
    List<String> components = index.pk().template().componentNames();
    List<CodeBlock> arguments = new ArrayList<>();
    for (String component : components) {
      arguments.add(CodeBlock.of("$N", component));
    }
    ClassName queryType = queryTypes.get(collection.name());
    MethodSpec.Builder method = MethodSpec.methodBuilder(collectionMethods.get(collection.name()))
        .addModifiers(Modifier.PUBLIC)
        .returns(queryType);
    for (String component : components) {
      method.addParameter(first.attribute(component).orElseThrow().javaType(), component);
    }
    method.addJavadoc("Queries collection $L: the items of $L in partition\n$L$L.\nNothing is sent before a"
            + " terminal: {@code list()} reads every page and groups the items by entity,\n{@code page()} one page"
            + " and a cursor, {@code stream()} the items one by one, {@code count()}\ncounts them. Items of other"
            + " entities in the partition are skipped; an item of a member that\ncannot be read fails the read, or"
            + " after {@code skipInvalid()} is listed in {@code invalidItems()}.\n\n",
        Names.code(collection.name()), describeMembers(collection),
        Names.code(index.pk().field() + " = " + index.pk().template().text()),
        index.isPrimary() ? "" : " of index " + Names.code(index.indexName()));
    Javadoc.components(method, components);
    return method
        .addJavadoc("@return the query, to narrow, modify and end with a terminal\n")
        .addStatement("return new $T(this.$N, this.$N, this.$N$L)", queryType, TABLE, CONSISTENT, SKIP_INVALID,
            arguments.isEmpty() ? CodeBlock.of("") : CodeBlock.of(", $L", CodeBlock.join(arguments, ", ")))
        .build();
  }

  /**
   * {@code AggregateQuery}: the runtime's collection query bound to one partition, with a {@code
   * fromX(...)} and an {@code upToX(...)} per member whose index has a sort key.
   */
  private TypeSpec collectionQueryClass(ServiceCollection collection) {
    EntityModel first = collection.first().entity();
    IndexModel index = collection.index();
    ClassName queryType = queryTypes.get(collection.name());
    ClassName resultType = collectionTypes.get(collection.name());
    TypeName superType = ParameterizedTypeName.get(RuntimeTypes.COLLECTION_QUERY, resultType, itemType);
    List<String> components = index.pk().template().componentNames();
    NameAllocator fields = new NameAllocator();
    List<String> fieldNames = new ArrayList<>();
    for (String component : components) {
      fieldNames.add(fields.newName(component));
    }
    TypeSpec.Builder type = TypeSpec.classBuilder(queryType)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(superType)
        .addJavadoc("The query of one partition of collection $L ($L), from {@link #$L}.\n",
            Names.code(collection.name()), describeMembers(collection), collectionMethods.get(collection.name()));
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(RuntimeTypes.TABLE, TABLE)
        .addParameter(TypeName.BOOLEAN, CONSISTENT)
        .addParameter(TypeName.BOOLEAN, SKIP_INVALID);
    List<CodeBlock> arguments = new ArrayList<>();
    for (int i = 0; i < components.size(); i++) {
      TypeName javaType = first.attribute(components.get(i)).orElseThrow().javaType();
      type.addField(javaType, fieldNames.get(i), Modifier.PRIVATE, Modifier.FINAL);
      constructor.addParameter(javaType, fieldNames.get(i));
      arguments.add(CodeBlock.of("$N", fieldNames.get(i)));
    }
    constructor.addStatement("super($N, $N, () -> $T.$L($L))", TABLE, collectionConstants.get(collection.name()),
        first.entityType(), KeyWriter.builderName(index, index.pk()), CodeBlock.join(arguments, ", "));
    for (String field : fieldNames) {
      constructor.addStatement("this.$N = $N", field, field);
    }
    if (index.isPrimary()) {
      constructor.addStatement("consistent($N)", CONSISTENT);
    }
    constructor.addStatement("skipInvalid($N)", SKIP_INVALID);
    type.addMethod(constructor.build());
    NameAllocator methods = new NameAllocator();
    for (ServiceCollection.Member member : collection.members()) {
      if (member.index().sk().isEmpty()) {
        continue;
      }
      String entity = member.entity().name();
      type.addMethod(bound(member, fieldNames, superType, methods.newName(ServiceNames.fromMember(entity)), "from"));
      type.addMethod(bound(member, fieldNames, superType, methods.newName(ServiceNames.upToMember(entity)), "upTo"));
    }
    NameAllocator constants = new NameAllocator();
    ServiceNames.COLLECTION_QUERY_MEMBERS.forEach(methods::newName);
    for (SubCollection subCollection : collection.subCollections().values()) {
      if (subCollection.narrows()) {
        String method = methods.newName(ServiceNames.subCollectionMethod(subCollection.name()));
        String field = constants.newName(Names.upperSnake(method) + "_PREFIX");
        type.addField(subCollectionTemplate(subCollection, field));
        type.addMethod(subCollectionStep(subCollection, components, fieldNames, superType, method, field));
      }
    }
    return type.build();
  }

  /**
   * {@code PROJECT_PREFIX}: the sort-key template of a sub-collection's first member, which renders the
   * shared leading components as every member's template does (the checks make sure of it).
   */
  private static FieldSpec subCollectionTemplate(SubCollection subCollection, String field) {
    EntityModel entity = subCollection.first().entity();
    KeyModel sk = subCollection.first().index().sk().orElseThrow();
    CodeBlock.Builder initializer = CodeBlock.builder().add("$T.parseSortKey($S, $S, $S)", RuntimeTypes.KEY_TEMPLATE,
        entity.name(), sk.field(), sk.template().text());
    for (int i = 0; i < subCollection.components().size(); i++) {
      int position = i;
      ExactNames.of(sk.template(), i, entity.attribute(subCollection.components().get(i)).orElseThrow())
          .ifPresent(names -> initializer.add("\n.exact($L, $L)", position,
              CodeBlock.join(names.stream().map(name -> CodeBlock.of("$S", name)).toList(), ", ")));
    }
    return FieldSpec.builder(RuntimeTypes.KEY_TEMPLATE, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer(initializer.build())
        .build();
  }

  /** {@code project(project)}: the members of a sub-collection under the leading components they share. */
  private static MethodSpec subCollectionStep(SubCollection subCollection, List<String> pkComponents,
      List<String> fieldNames, TypeName superType, String name, String field) {
    EntityModel entity = subCollection.first().entity();
    KeyModel sk = subCollection.first().index().sk().orElseThrow();
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(superType);
    List<CodeBlock> encoded = new ArrayList<>();
    List<String> parameters = new ArrayList<>();
    for (int i = 0; i < subCollection.components().size(); i++) {
      String component = subCollection.components().get(i);
      AttributeModel attribute = entity.attribute(component).orElseThrow();
      int inPartition = pkComponents.indexOf(component);
      String variable = inPartition >= 0 ? "this." + fieldNames.get(inPartition) : component;
      if (inPartition < 0 && !parameters.contains(component)) {
        method.addParameter(attribute.javaType(), component);
        parameters.add(component);
      }
      encoded.add(ExactNames.of(sk.template(), i, attribute).isPresent()
          ? CodeBlock.of("$N.exact($L, $N)", field, i, variable)
          : KeyWriter.encode(field, i, attribute, variable));
    }
    List<CodeBlock> members = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (ServiceCollection.Member member : subCollection.members()) {
      members.add(CodeBlock.of("$T.SCHEMA", member.entity().entityType()));
      names.add(Names.code(member.entity().name()));
    }
    String shared = sk.template().text().substring(0, sharedLength(sk, subCollection));
    method.addJavadoc("Narrows the query to sub-collection $L ($L): the items whose sort keys start with\n$L,"
            + " whatever follows. Items of the collection's other members are skipped, as other\nentities' are;"
            + " the grouping's lists of those members stay empty.\n\n",
        Names.code(subCollection.name()), String.join(", ", names), Names.code(shared));
    Javadoc.components(method, parameters);
    return method
        .addJavadoc("@return this query\n")
        .addStatement("return within($N, $L, () -> new String[] {$L},$W$L)", field, subCollection.literalLength(),
            CodeBlock.join(encoded, ", "), CodeBlock.join(members, ", "))
        .build();
  }

  /** How many characters of the first member's sort-key template text the shared leading part spans. */
  private static int sharedLength(KeyModel sk, SubCollection subCollection) {
    int placeholders = 0;
    int length = 0;
    for (KeyTemplate.Segment segment : sk.template().segments()) {
      if (placeholders == subCollection.components().size()) {
        return length + subCollection.literalLength();
      }
      if (segment instanceof KeyTemplate.Literal literal) {
        length += literal.text().length();
      } else {
        length += ("${" + ((KeyTemplate.Placeholder) segment).name() + "}").length();
        placeholders++;
      }
    }
    return length + subCollection.literalLength();
  }

  /** {@code fromCustomer()}: the collection's items from (or up to) the sort key of a member's item. */
  private MethodSpec bound(ServiceCollection.Member member, List<String> fieldNames, TypeName superType, String name,
      String runtimeMethod) {
    EntityModel entity = member.entity();
    IndexModel index = member.index();
    KeyModel sk = index.sk().orElseThrow();
    List<String> pkComponents = index.pk().template().componentNames();
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(superType);
    List<CodeBlock> arguments = new ArrayList<>();
    List<String> parameters = new ArrayList<>();
    for (String component : sk.template().componentNames()) {
      int position = pkComponents.indexOf(component);
      if (position >= 0) {
        arguments.add(CodeBlock.of("this.$N", fieldNames.get(position)));
      } else {
        method.addParameter(entity.attribute(component).orElseThrow().javaType(), component);
        parameters.add(component);
        arguments.add(CodeBlock.of("$N", component));
      }
    }
    boolean from = runtimeMethod.equals("from");
    method.addJavadoc("Narrows the query to the sort keys $L the key of the $L item$L, included:\n$L.\n\n",
        from ? "from" : "up to", Names.code(entity.name()), parameters.isEmpty() ? "" : " with these components",
        Names.code(sk.field() + (from ? " >= " : " <= ") + sk.template().text()));
    Javadoc.components(method, parameters);
    return method
        .addJavadoc("@return this query\n")
        .addStatement("return $L(() -> $T.$L($L))", runtimeMethod, entity.entityType(),
            KeyWriter.builderName(index, sk), CodeBlock.join(arguments, ", "))
        .build();
  }

  private static String describeMembers(ServiceCollection collection) {
    List<String> names = new ArrayList<>();
    for (ServiceCollection.Member member : collection.members()) {
      names.add(Names.code(member.entity().name()));
    }
    return String.join(", ", names);
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

  private MethodSpec parse() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("parse")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(itemType)
        .addParameter(RuntimeTypes.ITEM, "image")
        .addJavadoc("Reads a stream image (a DynamoDB Streams record's {@code NewImage} or {@code OldImage}) as\n"
            + "the entity named in its identity attributes.\n\n")
        .addJavadoc("@param image the item as the stream carries it\n")
        .addJavadoc("@return one {@code <Record>Item} per entity, {@link $T} for any other item\n", unknownType)
        .addJavadoc("@throws $T when an attribute of the entity's item cannot be read\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION)
        .addStatement("$T.requireNonNull(image, $S)", Objects.class, "image");
    for (EntityModel entity : entities) {
      method.beginControlFlow("if ($T.SCHEMA.owns(image))", entity.entityType())
          .addStatement("return new $T($T.fromItem(image))", itemTypes.get(entity), entity.entityType())
          .endControlFlow();
    }
    return method.addStatement("return new $T(image)", unknownType).build();
  }

  private MethodSpec createTableRequest() {
    List<CodeBlock> schemas = new ArrayList<>();
    for (EntityModel entity : entities) {
      schemas.add(CodeBlock.of("$T.SCHEMA", entity.entityType()));
    }
    CodeBlock request = CodeBlock.of("$T.createTableRequest(tableName,$W$L)", RuntimeTypes.TABLE_DEFINITIONS,
        CodeBlock.join(schemas, ",$W"));
    Optional<CapacityModel.Capacity> table = entities.stream()
        .flatMap(entity -> entity.capacity().table().stream())
        .findFirst();
    String billing = "on-demand billing";
    if (table.isPresent()) {
      Map<String, CapacityModel.Capacity> indexes = new TreeMap<>();
      for (EntityModel entity : entities) {
        for (CapacityModel.IndexCapacity index : entity.capacity().indexes()) {
          indexes.putIfAbsent(index.indexName(), index.capacity());
        }
      }
      List<CodeBlock> entries = new ArrayList<>();
      for (Map.Entry<String, CapacityModel.Capacity> index : indexes.entrySet()) {
        entries.add(CodeBlock.of("$S, $L", index.getKey(), capacity(index.getValue())));
      }
      request = CodeBlock.of("$T.withCapacity($L,$W$L,$W$T.of($L))", RuntimeTypes.TABLE_DEFINITIONS, request,
          capacity(table.get()), Map.class, CodeBlock.join(entries, ",$W"));
      billing = "provisioned capacity (" + table.get().describe() + ")";
    }
    return MethodSpec.methodBuilder("createTableRequest")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
        .addParameter(String.class, "tableName")
        .addJavadoc("The table this service needs: every key attribute and secondary index of its entities,\n"
            + "$L.\n\n", billing)
        .addJavadoc("@param tableName the table name\n")
        .addJavadoc("@return the request, for {@code DynamoDbClient.createTable}\n")
        .addStatement("return $L", request)
        .build();
  }

  private static CodeBlock capacity(CapacityModel.Capacity capacity) {
    return CodeBlock.of("new $T($LL, $LL)", RuntimeTypes.CAPACITY, capacity.read(), capacity.write());
  }

  private MethodSpec timeToLiveRequest(String attribute) {
    return MethodSpec.methodBuilder("timeToLiveRequest")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.UPDATE_TIME_TO_LIVE_REQUEST)
        .addParameter(String.class, "tableName")
        .addJavadoc("Enables DynamoDB's time to live on attribute $L, the {@code @Ttl} of this service's entities.\n\n",
            Names.code(attribute))
        .addJavadoc("@param tableName the table name\n")
        .addJavadoc("@return the request, for {@code DynamoDbClient.updateTimeToLive}\n")
        .addStatement("return $T.builder()\n$>$>.tableName(tableName)\n.timeToLiveSpecification($T.builder()"
            + ".attributeName($S).enabled(true).build())\n.build()$<$<", RuntimeTypes.UPDATE_TIME_TO_LIVE_REQUEST,
            RuntimeTypes.TIME_TO_LIVE_SPECIFICATION, attribute)
        .build();
  }

  private Optional<String> ttlAttribute() {
    for (EntityModel entity : entities) {
      Optional<AttributeModel> ttl = entity.attributeWith(Lifecycle.TTL);
      if (ttl.isPresent()) {
        return Optional.of(ttl.get().storedName());
      }
    }
    return Optional.empty();
  }

  private TypeSpec collectionClass(ServiceCollection collection) {
    NameAllocator names = new NameAllocator();
    List<Component> components = new ArrayList<>();
    for (ServiceCollection.Member item : collection.members()) {
      EntityModel member = item.entity();
      if (EntityModel.isSingletonPerPartition(item.index())) {
        components.add(new Component(names.newName(Names.identifier(member.name(), "Item")),
            ParameterizedTypeName.get(ClassName.get(Optional.class), member.recordType()),
            "the " + Names.code(member.name()) + " item, empty when there is none"));
      } else {
        components.add(new Component(names.newName(Names.identifier(ServiceNames.plural(member.name()), "Items")),
            ParameterizedTypeName.get(ClassName.get(List.class), member.recordType()),
            "the " + Names.code(member.name()) + " items in query order"));
      }
    }
    components.add(new Component(names.newName("invalidItems"),
        ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.INVALID_ITEM),
        "the skipped items that could not be read, after {@code skipInvalid()}"));
    return valueClass(collectionTypes.get(collection.name()), null,
        CodeBlock.of("The items of one partition of collection $L, by entity.\n", Names.code(collection.name())),
        components, true);
  }

  private TypeSpec itemInterface() {
    return TypeSpec.interfaceBuilder(itemType)
        .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
        .addJavadoc("An item of this service's table as {@link #parse} reads it: one class per entity, and\n"
            + "{@link $T} for anything else.\n", unknownType)
        .build();
  }

  /** A component of a generated value class. */
  private record Component(String name, TypeName type, String description) {}

  /**
   * An immutable value class: fields, a constructor, accessors, equals, hashCode and toString.
   *
   * @param emptyLast whether the last component is a list that a second constructor leaves empty
   */
  private static TypeSpec valueClass(ClassName name, ClassName superinterface, CodeBlock javadoc,
      List<Component> components, boolean emptyLast) {
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(javadoc);
    if (superinterface != null) {
      type.addSuperinterface(superinterface);
    }
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("Creates the value.\n\n");
    List<CodeBlock> equal = new ArrayList<>();
    CodeBlock.Builder shown = CodeBlock.builder();
    String separator = name.simpleName() + "[";
    for (Component component : components) {
      type.addField(component.type(), component.name(), Modifier.PRIVATE, Modifier.FINAL);
      constructor.addParameter(component.type(), component.name())
          .addJavadoc("@param $L $L\n", component.name(), component.description())
          .addStatement("this.$N = $T.requireNonNull($N, $S)", component.name(), Objects.class, component.name(),
              component.name());
      type.addMethod(MethodSpec.methodBuilder(component.name())
          .addModifiers(Modifier.PUBLIC)
          .returns(component.type())
          .addJavadoc("The value's $L.\n\n", Names.code(component.name()))
          .addJavadoc("@return $L\n", component.description())
          .addStatement("return $N", component.name())
          .build());
      equal.add(CodeBlock.of("$N.equals(that.$N)", component.name(), component.name()));
      shown.add(separator.endsWith("[") ? "$S + $N" : " + $S + $N", separator + component.name() + "=",
          component.name());
      separator = ", ";
    }
    shown.add(" + $S", "]");
    type.addMethod(constructor.build());
    if (emptyLast) {
      MethodSpec.Builder shorter = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
          .addJavadoc("Creates the value with no $L.\n\n", Names.code(components.get(components.size() - 1).name()));
      List<CodeBlock> passed = new ArrayList<>();
      for (Component component : components.subList(0, components.size() - 1)) {
        shorter.addParameter(component.type(), component.name())
            .addJavadoc("@param $L $L\n", component.name(), component.description());
        passed.add(CodeBlock.of("$N", component.name()));
      }
      passed.add(CodeBlock.of("$T.of()", List.class));
      type.addMethod(shorter.addStatement("this($L)", CodeBlock.join(passed, ", ")).build());
    }
    ValueMethods.add(type,
        CodeBlock.builder()
            .addStatement("return $N instanceof $T that$W&& $L", ValueMethods.OTHER, name,
                CodeBlock.join(equal, "$W&& "))
            .build(),
        components.stream().map(Component::name).toList(), shown.build());
    return type.build();
  }
}
