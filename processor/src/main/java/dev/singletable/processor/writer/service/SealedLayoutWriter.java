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
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.service.SealedLayout;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.model.service.ServiceNames;
import dev.singletable.processor.writer.Javadoc;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.item.KeyWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.lang.model.element.Modifier;

/**
 * The sealed reads of a service class, for each sealed interface its entities sharing a key layout
 * implement ({@code sealed interface Info permits Album, Playlist}): the layout's definition, an
 * accessor ({@code infos()}) and a class of reads that hand out each item as its own record typed
 * as the interface, {@code get(components...)} by key and {@code query(components...)} by
 * partition.
 */
final class SealedLayoutWriter {
  private final ClassName serviceType;
  private final List<SealedLayout> layouts;
  private final Map<SealedLayout, String> accessors = new LinkedHashMap<>();
  private final Map<SealedLayout, String> constants = new LinkedHashMap<>();
  private final Map<SealedLayout, ClassName> readTypes = new LinkedHashMap<>();

  /**
   * @param members the allocator of the service's member names
   * @param types the allocator of the service's nested type names
   * @param constantNames the allocator of the service's constants
   */
  SealedLayoutWriter(ServiceModel service, NameAllocator members, NameAllocator types, NameAllocator constantNames) {
    this.serviceType = service.className();
    this.layouts = service.sealedLayouts();
    for (SealedLayout layout : layouts) {
      String simple = layout.type().simpleName();
      String accessor = members.newName(ServiceNames.accessor(Character.toLowerCase(simple.charAt(0)) + simple.substring(1)));
      accessors.put(layout, accessor);
      constants.put(layout, constantNames.newName(Names.upperSnake(simple) + "_LAYOUT"));
      readTypes.put(layout, service.className().nestedClass(types.newName(simple + "Reads")));
    }
  }

  private static TypeName resultType(SealedLayout layout) {
    return ParameterizedTypeName.get(RuntimeTypes.SEALED_ITEMS, layout.type());
  }

  /** Adds each layout's definition, its members with their records as the interface. */
  void addDefinitions(TypeSpec.Builder service) {
    for (SealedLayout layout : layouts) {
      IndexModel primary = layout.first().primary().orElseThrow();
      CodeBlock.Builder initializer = CodeBlock.builder()
          .add("$T.<$T, $T>builder($S, null, $S, $L)", RuntimeTypes.COLLECTION_DEFINITION, resultType(layout),
              layout.type(), layout.type().simpleName(), primary.pk().field(),
              primary.sk().map(sk -> CodeBlock.of("$S", sk.field())).orElse(CodeBlock.of("null")))
          .add("$>$>");
      for (EntityModel member : layout.members()) {
        initializer.add("\n.member($T.SCHEMA, value -> value)", member.entityType());
      }
      initializer.add("\n.buildInQueryOrder()$<$<");
      service.addField(FieldSpec.builder(
              ParameterizedTypeName.get(RuntimeTypes.COLLECTION_DEFINITION, resultType(layout), layout.type()),
              constants.get(layout), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer(initializer.build())
          .build());
    }
  }

  /** Adds each layout's accessor. */
  void addMethods(TypeSpec.Builder service) {
    for (SealedLayout layout : layouts) {
      service.addMethod(MethodSpec.methodBuilder(accessors.get(layout))
          .addModifiers(Modifier.PUBLIC)
          .returns(readTypes.get(layout))
          .addJavadoc("The reads of sealed interface {@link $T}: the items of $L, each as its own record.\n\n",
              layout.type(), describe(layout))
          .addJavadoc("@return the reads on this service's table\n")
          .addStatement("return new $T(this.$N, this.$N, this.$N)", readTypes.get(layout), TABLE, CONSISTENT, SKIP_INVALID)
          .build());
    }
  }

  /** Adds each layout's class of reads. */
  void addTypes(TypeSpec.Builder service) {
    for (SealedLayout layout : layouts) {
      service.addType(readsClass(layout));
    }
  }

  private TypeSpec readsClass(SealedLayout layout) {
    EntityModel first = layout.first();
    IndexModel primary = first.primary().orElseThrow();
    ClassName readsType = readTypes.get(layout);
    ClassName queryType = readsType.nestedClass("Query");
    TypeSpec.Builder type = TypeSpec.classBuilder(readsType)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Reads of the items of $L as sealed interface {@link $T}, from {@link $T#$L}: each item as\n"
            + "the record of the entity its type attribute names; an item of any other type is skipped.\n",
            describe(layout), layout.type(), serviceType, accessors.get(layout))
        .addField(RuntimeTypes.TABLE, TABLE, Modifier.PRIVATE, Modifier.FINAL)
        .addField(TypeName.BOOLEAN, CONSISTENT, Modifier.PRIVATE, Modifier.FINAL)
        .addField(TypeName.BOOLEAN, SKIP_INVALID, Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(RuntimeTypes.TABLE, TABLE)
            .addParameter(TypeName.BOOLEAN, CONSISTENT)
            .addParameter(TypeName.BOOLEAN, SKIP_INVALID)
            .addStatement("this.$N = $N", TABLE, TABLE)
            .addStatement("this.$N = $N", CONSISTENT, CONSISTENT)
            .addStatement("this.$N = $N", SKIP_INVALID, SKIP_INVALID)
            .build());

    TypeName getType = ParameterizedTypeName.get(RuntimeTypes.SEALED_GET, layout.type());
    MethodSpec.Builder get = MethodSpec.methodBuilder("get")
        .addModifiers(Modifier.PUBLIC)
        .returns(getType)
        .addJavadoc("Reads the item at one key, whichever entity of the layout it is: $L.\n\n",
            describeKey(primary));
    List<CodeBlock> keyArguments = new ArrayList<>();
    NameAllocator locals = new NameAllocator();
    primary.componentNames().forEach(locals::newName);
    String read = locals.newName("read");
    for (String component : primary.componentNames()) {
      get.addParameter(first.attribute(component).orElseThrow().javaType(), component);
      keyArguments.add(CodeBlock.of("$N", component));
    }
    Javadoc.components(get, primary.componentNames());
    type.addMethod(get
        .addJavadoc("@return the read, not yet sent; empty when no item of the layout is at the key\n")
        .addStatement("$T $N = $T.of(this.$N, $N, $T.key($L))", getType, read, RuntimeTypes.SEALED_GET, TABLE,
            constants.get(layout), first.entityType(), CodeBlock.join(keyArguments, ", "))
        .addStatement("return this.$N ? $N.consistent() : $N", CONSISTENT, read, read)
        .build());

    List<String> partition = primary.pk().template().componentNames();
    MethodSpec.Builder query = MethodSpec.methodBuilder("query")
        .addModifiers(Modifier.PUBLIC)
        .returns(queryType)
        .addJavadoc("Queries one partition: the items of the layout's entities in it, in sort-key order, each as its\n"
            + "own record ({@code list()}, {@code stream()}, {@code page()}, ...); items of other entities in the\n"
            + "partition are skipped, as a collection skips them.\n\n");
    List<CodeBlock> partitionArguments = new ArrayList<>();
    for (String component : partition) {
      query.addParameter(first.attribute(component).orElseThrow().javaType(), component);
      partitionArguments.add(CodeBlock.of("$N", component));
    }
    Javadoc.components(query, partition);
    type.addMethod(query
        .addJavadoc("@return the query, to modify and end with a terminal\n")
        .addStatement("return new $T(this.$N, this.$N, this.$N, () -> $T.$L($L))", queryType, TABLE, CONSISTENT,
            SKIP_INVALID, first.entityType(), KeyWriter.builderName(primary, primary.pk()),
            CodeBlock.join(partitionArguments, ", "))
        .build());
    type.addType(queryClass(layout, queryType));
    return type.build();
  }

  private TypeSpec queryClass(SealedLayout layout, ClassName queryType) {
    return TypeSpec.classBuilder(queryType)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.COLLECTION_QUERY, resultType(layout), layout.type(), queryType))
        .addJavadoc("The query of one partition of the layout of {@link $T}: {@code list()} gives its items in\n"
            + "query order, each as its own record, and what it skipped.\n", layout.type())
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(RuntimeTypes.TABLE, TABLE)
            .addParameter(TypeName.BOOLEAN, CONSISTENT)
            .addParameter(TypeName.BOOLEAN, SKIP_INVALID)
            .addParameter(ParameterizedTypeName.get(ClassName.get(Supplier.class),
                ClassName.get(String.class)), "partitionKey")
            .addStatement("super($N, $N, partitionKey)", TABLE, constants.get(layout))
            .beginControlFlow("if ($N)", CONSISTENT).addStatement("readConsistently()").endControlFlow()
            .beginControlFlow("if ($N)", SKIP_INVALID).addStatement("skipInvalid()").endControlFlow()
            .build())
        .addMethod(MethodSpec.methodBuilder(CONSISTENT)
            .addModifiers(Modifier.PUBLIC)
            .returns(queryType)
            .addJavadoc("Uses strongly consistent reads, which see every write acknowledged before the query (twice\n"
                + "the read cost).\n\n")
            .addJavadoc("@return this query\n")
            .addStatement("readConsistently()")
            .addStatement("return this")
            .build())
        .build();
  }

  private static String describe(SealedLayout layout) {
    return String.join(", ", layout.members().stream().map(member -> Names.code(member.name())).toList());
  }

  private static String describeKey(IndexModel primary) {
    StringBuilder text = new StringBuilder(primary.pk().field()).append(" = ").append(primary.pk().template().text());
    primary.sk().ifPresent(sk -> text.append(", ").append(sk.field()).append(" = ").append(sk.template().text()));
    return Names.code(text.toString());
  }
}
