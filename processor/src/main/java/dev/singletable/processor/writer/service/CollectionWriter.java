package dev.singletable.processor.writer.service;

import static dev.singletable.processor.writer.service.ServiceWriter.CONSISTENT;
import static dev.singletable.processor.writer.service.ServiceWriter.SKIP_INVALID;
import static dev.singletable.processor.writer.service.ServiceWriter.TABLE;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.ExactNames;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.service.CollectionBound;
import dev.singletable.processor.model.service.ServiceCollection;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.model.service.ServiceNames;
import dev.singletable.processor.model.service.SubCollection;
import dev.singletable.processor.writer.Javadoc;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.item.KeyWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The collections part of a service class, for each collection: its definition (the members and
 * how their items are grouped), the method that queries one partition of it, the query class with a
 * {@code fromX(...)} and {@code upToX(...)} per member, a step per sub-collection and a {@code
 * whereX(condition)} filter per member, and (by {@link CollectionResultWriter}) the class that holds
 * the items of one partition by entity.
 */
final class CollectionWriter {
  private final RuntimeSurface surface;
  private final ServiceModel service;
  private final ClassName itemType;
  private final Map<EntityModel, ClassName> itemTypes;
  private final Map<String, String> collectionMethods = new LinkedHashMap<>();
  private final Map<String, String> collectionConstants = new LinkedHashMap<>();
  private final Map<String, ClassName> collectionTypes = new LinkedHashMap<>();
  private final Map<String, ClassName> queryTypes = new LinkedHashMap<>();
  private final CollectionResultWriter results;

  /**
   * @param itemType the sealed type of the service's items
   * @param itemTypes the item class of each entity
   * @param members the allocator of the service's member names
   * @param types the allocator of the service's nested type names, so that no name clashes
   * @param surface the runtime's methods, which a collection query's generated methods avoid
   */
  CollectionWriter(ServiceModel service, ClassName itemType, Map<EntityModel, ClassName> itemTypes,
      NameAllocator members, NameAllocator types, RuntimeSurface surface) {
    this.service = service;
    this.surface = surface;
    this.itemType = itemType;
    this.itemTypes = itemTypes;
    ClassName serviceType = service.className();
    NameAllocator constants = new NameAllocator();
    constants.newName("NAME");
    for (String collection : service.collections().keySet()) {
      String method = ServiceNames.collectionMethod(collection);
      collectionMethods.put(collection, members.newName(method));
      collectionConstants.put(collection, constants.newName(Names.upperSnake(method) + "_COLLECTION"));
      collectionTypes.put(collection, serviceType.nestedClass(types.newName(Names.upperCamel(method) + "Collection")));
      queryTypes.put(collection, serviceType.nestedClass(types.newName(Names.upperCamel(method) + "Query")));
    }
    results = new CollectionResultWriter(service, collectionTypes, serviceType, types);
  }

  /** Adds each collection's definition to the service class. */
  void addDefinitions(TypeSpec.Builder service) {
    for (ServiceCollection collection : this.service.collections().values()) {
      service.addField(collectionDefinition(collection));
    }
  }

  /** Adds each collection's query method to the service class. */
  void addMethods(TypeSpec.Builder service) {
    for (ServiceCollection collection : this.service.collections().values()) {
      service.addMethod(collectionMethod(collection));
    }
  }

  /** Adds each collection's query class and result class to the service class. */
  void addTypes(TypeSpec.Builder service) {
    for (ServiceCollection collection : this.service.collections().values()) {
      service.addType(collectionQueryClass(collection));
      service.addType(results.resultClass(collection));
    }
    results.addSharedTypes(service);
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
    CollectionBound bound = collection.bound();
    if (bound.bounds()) {
      method.addJavadoc("<p>Every request reads only the sort keys that start with $L, which every member's\nkey in"
              + " the partition starts with: items of other collections of the partition are not read.\n\n",
          Names.code(boundText(collection.first(), bound.components().size(), bound.literalLength())));
    } else if (index.sk().isPresent()) {
      method.addJavadoc("<p>The members' sort keys share no leading text, so every request reads the whole"
          + " partition,\nitems of other collections included, and skips those.\n\n");
    }
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
    TypeName superType = ParameterizedTypeName.get(RuntimeTypes.COLLECTION_QUERY, resultType, itemType, queryType);
    ClassName narrowedType = queryType.nestedClass("Narrowed");
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
    NameAllocator constants = new NameAllocator();
    CollectionBound bound = collection.bound();
    CodeBlock partitionKey = CodeBlock.of("() -> $T.$L($L)", first.entityType(), KeyWriter.builderName(index, index.pk()),
        CodeBlock.join(arguments, ", "));
    if (!bound.bounds()) {
      constructor.addStatement("super($N, $N, $L)", TABLE, collectionConstants.get(collection.name()), partitionKey);
    } else if (bound.components().isEmpty()) {
      constructor.addStatement("super($N, $N, $L,$W() -> $S)", TABLE, collectionConstants.get(collection.name()),
          partitionKey, ((KeyTemplate.Literal) collection.first().index().sk().orElseThrow().template().segments().get(0))
              .text().substring(0, bound.literalLength()));
    } else {
      String field = constants.newName("SORT_KEY_PREFIX");
      type.addField(sortKeyTemplate(collection.first(), bound.components(), field));
      List<CodeBlock> encoded = new ArrayList<>();
      for (int i = 0; i < bound.components().size(); i++) {
        encoded.add(encodeShared(collection.first(), field, i,
            fieldNames.get(components.indexOf(bound.components().get(i)))));
      }
      constructor.addStatement("super($N, $N, $L,$W() -> $T.shared($N, $L, $L))", TABLE,
          collectionConstants.get(collection.name()), partitionKey, RuntimeTypes.SORT_KEY_PREFIX, field,
          bound.literalLength(), CodeBlock.join(encoded, ", "));
    }
    for (String field : fieldNames) {
      constructor.addStatement("this.$N = $N", field, field);
    }
    if (index.isPrimary()) {
      constructor.beginControlFlow("if ($N)", CONSISTENT).addStatement("readConsistently()").endControlFlow();
    }
    constructor.beginControlFlow("if ($N)", SKIP_INVALID).addStatement("skipInvalid()").endControlFlow();
    type.addMethod(constructor.build());
    if (index.isPrimary()) {
      type.addMethod(consistent(queryType));
    }
    type.addType(narrowedClass(collection, resultType, narrowedType));
    NameAllocator methods = new NameAllocator();
    for (ServiceCollection.Member member : collection.members()) {
      if (member.index().sk().isEmpty()) {
        continue;
      }
      String entity = member.entity().name();
      type.addMethod(bound(member, fieldNames, narrowedType, methods.newName(ServiceNames.fromMember(entity)), "from"));
      type.addMethod(bound(member, fieldNames, narrowedType, methods.newName(ServiceNames.upToMember(entity)), "upTo"));
    }
    // Inherited from the runtime's CollectionQuery, or written here on every collection query.
    surface.collectionQuery().stream().sorted().forEach(methods::newName);
    methods.newName("consistent");
    for (SubCollection subCollection : collection.subCollections().values()) {
      if (subCollection.narrows()) {
        String method = methods.newName(ServiceNames.subCollectionMethod(subCollection.name()));
        String field = constants.newName(Names.upperSnake(method) + "_PREFIX");
        type.addField(sortKeyTemplate(subCollection.first(), subCollection.components(), field));
        type.addMethod(subCollectionStep(subCollection, components, fieldNames, narrowedType, method, field));
      }
    }
    for (ServiceCollection.Member member : collection.members()) {
      // Prefixed: a sub-collection is often named after a member, and its step has the bare name.
      // Named after the record, as the service's scan filters are: an entity named "pull-request"
      // gives wherePullRequest.
      type.addMethod(memberFilter(member, resultType, methods.newName(
          Names.identifier("where" + member.entity().recordType().simpleName(), "Filter"))));
    }
    return type.build();
  }

  /**
   * {@code PROJECT_PREFIX}: the sort-key template of a sub-collection's (or collection's) first member,
   * which renders the shared leading components as every member's template does (the model and the
   * checks make sure of it).
   */
  private static FieldSpec sortKeyTemplate(ServiceCollection.Member member, List<String> components, String field) {
    EntityModel entity = member.entity();
    KeyModel sk = member.index().sk().orElseThrow();
    CodeBlock.Builder initializer = CodeBlock.builder().add("$T.parseSortKey($S, $S, $S)", RuntimeTypes.KEY_TEMPLATE,
        entity.name(), sk.field(), sk.template().text());
    initializer.add(KeyWriter.unescaped(entity, sk));
    initializer.add(KeyWriter.casing(sk));
    for (int i = 0; i < components.size(); i++) {
      int position = i;
      initializer.add(KeyWriter.storedTexts(entity.attribute(components.get(i)).orElseThrow(), i));
      ExactNames.of(sk.template(), i, entity.attribute(components.get(i)).orElseThrow())
          .ifPresent(names -> initializer.add("\n.exact($L, $L)", position,
              CodeBlock.join(names.stream().map(name -> CodeBlock.of("$S", name)).toList(), ", ")));
    }
    return FieldSpec.builder(RuntimeTypes.KEY_TEMPLATE, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer(initializer.build())
        .build();
  }

  /** {@code project(project)}: the members of a sub-collection under the leading components they share. */
  private static MethodSpec subCollectionStep(SubCollection subCollection, List<String> pkComponents,
      List<String> fieldNames, ClassName narrowed, String name, String field) {
    EntityModel entity = subCollection.first().entity();
    KeyModel sk = subCollection.first().index().sk().orElseThrow();
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(narrowed);
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
      encoded.add(encodeShared(subCollection.first(), field, i, variable));
    }
    List<CodeBlock> members = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (ServiceCollection.Member member : subCollection.members()) {
      members.add(CodeBlock.of("$T.SCHEMA", member.entity().entityType()));
      names.add(Names.code(member.entity().name()));
    }
    String shared = boundText(subCollection.first(), subCollection.components().size(), subCollection.literalLength());
    method.addJavadoc("Narrows the query to sub-collection $L ($L): the items whose sort keys start with\n$L,"
            + " whatever follows. Items of the collection's other members are skipped, as other\nentities' are;"
            + " the grouping's lists of those members stay empty.\n\n",
        Names.code(subCollection.name()), String.join(", ", names), Names.code(shared));
    Javadoc.components(method, parameters);
    return method
        .addJavadoc("@return the narrowed query, a copy of this one\n")
        .addStatement("return within(new $T(this), () -> $T.shared($N, $L$L),$W$L)", narrowed,
            RuntimeTypes.SORT_KEY_PREFIX, field, subCollection.literalLength(),
            encoded.isEmpty() ? CodeBlock.of("") : CodeBlock.of(", $L", CodeBlock.join(encoded, ", ")),
            CodeBlock.join(members, ", "))
        .build();
  }

  /**
   * {@code whereBook(condition)}: a condition of a member's record type as a filter of the collection,
   * which {@code and}, {@code or} and {@code not} join with the other members' in a typed way.
   */
  private static MethodSpec memberFilter(ServiceCollection.Member member, ClassName resultType, String name) {
    EntityModel entity = member.entity();
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(ParameterizedTypeName.get(RuntimeTypes.COLLECTION_FILTER, resultType))
        .addParameter(ParameterizedTypeName.get(RuntimeTypes.CONDITION, entity.recordType()), "condition")
        .addJavadoc("A filter of this collection: the $L items that match {@code condition}. Join it with the other\n"
            + "members' filters by {@code and}, {@code or} and {@code not}, and pass it to {@code filter(...)}.\n\n",
            Names.code(entity.name()))
        .addJavadoc("@param condition built from the attribute constants of {@link $T}\n", entity.entityType())
        .addJavadoc("@return the filter\n")
        .addStatement("return memberFilter($T.SCHEMA, condition)", entity.entityType())
        .build();
  }

  /**
   * The component at {@code position} of a member's sort-key template, encoded by the template constant
   * {@code field} as that member's keys render it: an enum's exact name, or the encoding of its type.
   */
  private static CodeBlock encodeShared(ServiceCollection.Member member, String field, int position, String variable) {
    KeyModel sk = member.index().sk().orElseThrow();
    String component = sk.template().placeholders().get(position).name();
    AttributeModel attribute = member.entity().attribute(component).orElseThrow();
    return ExactNames.of(sk.template(), position, attribute).isPresent()
        ? CodeBlock.of("$N.exact($L, $N)", field, position, variable)
        : KeyWriter.encode(field, position, attribute, variable);
  }

  /**
   * The leading part of a member's sort-key template text that spans {@code placeholders}
   * placeholders and then {@code literalLength} characters of the literal after them: {@code
   * PROJECT#${projectId}#}.
   */
  private static String boundText(ServiceCollection.Member member, int placeholders, int literalLength) {
    KeyModel sk = member.index().sk().orElseThrow();
    int seen = 0;
    int length = 0;
    for (KeyTemplate.Segment segment : sk.template().segments()) {
      if (seen == placeholders) {
        break;
      }
      if (segment instanceof KeyTemplate.Literal literal) {
        length += literal.text().length();
      } else {
        length += ("${" + ((KeyTemplate.Placeholder) segment).name() + "}").length();
        seen++;
      }
    }
    return sk.template().text().substring(0, length + literalLength);
  }

  /**
   * {@code consistent()} of a collection of the table's primary index: a collection of a global
   * secondary index has none, since DynamoDB does not read one strongly consistent.
   */
  private static MethodSpec consistent(ClassName type) {
    return MethodSpec.methodBuilder("consistent")
        .addModifiers(Modifier.PUBLIC)
        .returns(type)
        .addJavadoc("Uses strongly consistent reads, which see every write acknowledged before the query (twice the\n"
            + "read cost).\n\n@return this query\n")
        .addStatement("readConsistently()")
        .addStatement("return this")
        .build();
  }

  /**
   * {@code AggregateQuery.Narrowed}: the collection query after a narrowing, with the modifiers and
   * terminals but no further narrowing.
   */
  private TypeSpec narrowedClass(ServiceCollection collection, ClassName resultType, ClassName narrowedType) {
    TypeSpec.Builder type = TypeSpec.classBuilder(narrowedType)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.COLLECTION_QUERY, resultType, itemType, narrowedType))
        .addJavadoc("The query of collection $L narrowed by its sort key: the modifiers and terminals, no further "
            + "narrowing.\n", Names.code(collection.name()))
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(ParameterizedTypeName.get(RuntimeTypes.COLLECTION_QUERY, resultType, itemType,
                WildcardTypeName.subtypeOf(Object.class)), "query")
            .addStatement("super(query)")
            .build());
    if (collection.index().isPrimary()) {
      type.addMethod(consistent(narrowedType));
    }
    return type.build();
  }

  /** {@code fromCustomer()}: the collection's items from (or up to) the sort key of a member's item. */
  private MethodSpec bound(ServiceCollection.Member member, List<String> fieldNames, ClassName narrowed, String name,
      String runtimeMethod) {
    EntityModel entity = member.entity();
    IndexModel index = member.index();
    KeyModel sk = index.sk().orElseThrow();
    List<String> pkComponents = index.pk().template().componentNames();
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(narrowed);
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
        .addJavadoc("@return the narrowed query, a copy of this one\n")
        .addStatement("return $L(new $T(this), () -> $T.$L($L))", runtimeMethod, narrowed, entity.entityType(),
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
}
