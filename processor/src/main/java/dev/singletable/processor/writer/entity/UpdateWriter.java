package dev.singletable.processor.writer.entity;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.writer.Javadoc;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.item.CreationValues;
import dev.singletable.processor.writer.item.KeyWriter;
import dev.singletable.processor.writer.item.PathWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes the update DSL of an entity: {@code update(key...)}, the nested {@code Update} class (the
 * runtime's {@code UpdateOperation} plus one {@code set<Index>(...)} per secondary index with
 * components outside the primary key) and, per secondary index, the {@code IndexKeys} class that
 * renders its keys: again when an update changes one of its components, and, for an index rendered
 * from the primary key's components only, on every update and upsert (an upsert may create the item).
 */
final class UpdateWriter {
  private static final String TABLE = "table";

  private final EntityModel entity;
  private final KeyWriter keys;
  private final PathWriter paths;
  private final ClassName updateType;
  private final String indexKeysField;
  /** The secondary indexes, with the names of their {@code IndexKeys} classes. */
  private final Map<IndexModel, String> rendered = new LinkedHashMap<>();
  /** Update methods with fixed names, which an index setter must not take. */
  private static final Set<String> UPDATE_METHODS = Set.of("set", "remove", "add", "subtract", "append",
      "setIfNotExists", "addToSet", "deleteFromSet", "condition", "request", "execute", "self", "known");

  /**
   * @param members allocates the {@code INDEX_KEYS} field's name
   * @param nestedTypes allocates the nested classes' names
   */
  UpdateWriter(EntityModel entity, KeyWriter keys, PathWriter paths, NameAllocator members, NameAllocator nestedTypes) {
    this.entity = entity;
    this.keys = keys;
    this.paths = paths;
    this.updateType = entity.entityType().nestedClass(nestedTypes.newName("Update"));
    this.indexKeysField = members.newName("INDEX_KEYS");
    for (IndexModel index : entity.indexes()) {
      rendered.put(index, nestedTypes.newName(Names.upperCamel(index.javaName()) + "Keys"));
    }
  }

  /** {@code update(key...)}, the entity's method that starts an update. */
  MethodSpec updateMethod() {
    return startMethod("update",
        "Changes attributes of the $L item with this key in place (UpdateItem) and returns the record\n"
            + "as stored afterwards. The item must exist; components of the primary key cannot be changed.\n\n"
            + new LibraryValuesInKeys(entity).update().replace("$", "$$"),
        "update", "");
  }

  /** {@code upsert(key...)}: an update that creates the item when there is none. */
  MethodSpec upsertMethod() {
    return startMethod("upsert",
        "Changes attributes of the $L item with this key, creating the item when there is none, in one\n"
            + "request (UpdateItem), and returns the record as stored afterwards: counters that {@code add}\n"
            + "to a missing number start from 0, {@code @CreatedAt} is kept when the item exists, and an item\n"
            + "of another entity at the key is never touched. An upsert must set every primitive component\n"
            + "outside the key, since it may create the item.\n\n" + upsertCreationValues()
            + new LibraryValuesInKeys(entity).upsert().replace("$", "$$"),
        "upsert", ".upserting()");
  }

  /** What an upsert that creates the item sets of the components it does not set; javadoc, {@code $} escaped. */
  private String upsertCreationValues() {
    List<String> values = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      if (attribute.hasCreationValue() && !entity.isKeyComponent(attribute.name())) {
        values.add("{@code " + attribute.name() + "} " + CreationValues.describe(attribute));
      }
    }
    return values.isEmpty() ? "" : ("A component the upsert does not set gets, when the item has none: "
        + String.join(", ", values) + ".\n\n").replace("$", "$$");
  }

  /**
   * A method taking the key components that returns a new {@code Update} of the item with that key,
   * {@code then} appended to the construction ({@code ""} for a plain update).
   */
  private MethodSpec startMethod(String name, String description, String returned, String then) {
    List<String> components = keys.keyComponents();
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(updateType)
        .addParameters(keys.keyParameters())
        .addJavadoc(description, Names.code(entity.name()));
    Javadoc.components(method, components);
    if (name.equals("upsert")) {
      // An upsert may create the item: as a put, it refuses a key component that a secondary index's
      // key, stored without escapes, could not hold once the index is filled in.
      for (IndexModel index : rendered.keySet()) {
        method.addCode(keys.unescapedTextChecks(index, entity::isKeyComponent, component -> CodeBlock.of("$N", component)));
      }
    }
    return method
        .addJavadoc("@return the $L; nothing is sent before {@code execute()}\n", returned)
        .addJavadoc("@throws $T when a key component is null or cannot be rendered\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION)
        .addStatement("return new $T(this.$N$L)$L", updateType, TABLE, arguments(components), then)
        .build();
  }

  /**
   * {@code private static final List<IndexKeys> INDEX_KEYS}: the indexes whose keys an update or upsert
   * writes. It is a field of the {@code Update} class, so its classes are loaded by the first update, not with the
   * entity.
   */
  private FieldSpec indexKeysField() {
    List<CodeBlock> instances = new ArrayList<>();
    for (String className : rendered.values()) {
      instances.add(CodeBlock.of("new $N()", className));
    }
    return FieldSpec.builder(ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.INDEX_KEYS),
            indexKeysField, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.of($L)", List.class, CodeBlock.join(instances, ", "))
        .build();
  }

  /**
   * The entity's schema, which gives updates the index keys they write ({@code IndexKeys.Owner}) when
   * the entity has secondary indexes: {@code INDEX_KEYS} stays a field of the {@code Update} class.
   */
  TypeSpec withIndexKeys(TypeSpec schema) {
    if (rendered.isEmpty()) {
      return schema;
    }
    return schema.toBuilder()
        .addSuperinterface(RuntimeTypes.INDEX_KEYS_OWNER)
        .addMethod(MethodSpec.methodBuilder("indexKeys")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.INDEX_KEYS))
            .addStatement("return $T.$N", updateType, indexKeysField)
            .build())
        .build();
  }

  /** The {@code Update} class, then one {@code IndexKeys} class per secondary index. */
  List<TypeSpec> types() {
    List<TypeSpec> types = new ArrayList<>();
    types.add(updateClass());
    for (Map.Entry<IndexModel, String> index : rendered.entrySet()) {
      types.add(indexKeysClass(index.getKey(), index.getValue()));
    }
    return types;
  }

  private TypeSpec updateClass() {
    TypeSpec.Builder type = TypeSpec.classBuilder(updateType)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.UPDATE_OPERATION, entity.recordType(), updateType))
        .addJavadoc("An update of one $L item: {@code set}, {@code remove}, {@code add}, {@code subtract},\n"
            + "{@code append}, {@code setIfNotExists}, {@code addToSet} and {@code deleteFromSet} take the\n"
            + "entity's attribute constants of components outside the primary key; {@code condition} takes any\n"
            + "condition. An update that changes a component of a global secondary index writes the index's\n"
            + "keys again, and needs every component they are rendered from: the {@code set<Index>} methods\n"
            + "set them together.\n", Names.code(entity.name()))
        .addFields(rendered.isEmpty() ? List.of() : List.of(indexKeysField()))
        .addMethod(constructor())
        .addMethod(MethodSpec.methodBuilder("self")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PROTECTED)
            .returns(updateType)
            .addStatement("return this")
            .build())
        .addMethod(MethodSpec.methodBuilder("upserting")
            .addModifiers(Modifier.PRIVATE)
            .returns(updateType)
            .addStatement("return orCreate()")
            .build());
    for (IndexModel index : rendered.keySet()) {
      if (!nonKeyComponents(index).isEmpty()) {
        type.addMethod(setter(index));
      }
    }
    return type.build();
  }

  private MethodSpec constructor() {
    List<String> components = keys.keyComponents();
    NameAllocator names = new NameAllocator();
    components.forEach(names::newName);
    String table = names.newName(TABLE);
    // A component named SCHEMA would shadow the constant.
    CodeBlock schema = components.contains("SCHEMA")
        ? CodeBlock.of("$T.SCHEMA", entity.entityType())
        : CodeBlock.of("SCHEMA");
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(RuntimeTypes.TABLE, table)
        .addParameters(keys.keyParameters())
        .addStatement("super($N, $L, $T.$L)", table, schema, entity.entityType(),
            keys.keyCall(component -> CodeBlock.of("$N", component)));
    for (String component : knownKeyComponents()) {
      Optional<AttributeModel.AbsentAs> absentAs = keys.attribute(component).absentAs();
      if (absentAs.isPresent()) {
        // An upsert stores the placeholder of an absent key component, as a put does.
        constructor.addStatement("known($N, $T.stored($N, $S))", paths.constant(component), RuntimeTypes.ABSENT_VALUES,
            component, absentAs.get().placeholder());
      } else {
        constructor.addStatement("known($N, $N)", paths.constant(component), component);
      }
    }
    return constructor.build();
  }

  private MethodSpec setter(IndexModel index) {
    List<String> components = nonKeyComponents(index);
    MethodSpec.Builder method = MethodSpec.methodBuilder(setterName(index))
        .addModifiers(Modifier.PUBLIC)
        .returns(updateType)
        .addParameters(keys.parameters(components))
        .addJavadoc("Sets $L,\nthe components of index $L ($L) outside the primary key,\n"
            + "so that the index's keys are written again in the same request. A {@code null} removes the\n"
            + "item from the index.\n\n",
            describe(components), Names.code(index.indexName()), Names.code(index.name()));
    Javadoc.components(method, components);
    method.addJavadoc("@return this update\n");
    CodeBlock.Builder chain = CodeBlock.builder().add("return this");
    for (String component : components) {
      chain.add(".set($N, $N)", paths.constant(component), component);
    }
    return method.addStatement(chain.build()).build();
  }

  private TypeSpec indexKeysClass(IndexModel index, String className) {
    List<CodeBlock> components = new ArrayList<>();
    for (String component : index.componentNames()) {
      components.add(CodeBlock.of("$N", paths.constant(component)));
    }
    TypeSpec.Builder type = TypeSpec.classBuilder(className)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .superclass(RuntimeTypes.INDEX_KEYS)
        .addJavadoc("Renders the keys of index $L ($L) from the components an update carries.\n",
            Names.code(index.indexName()), Names.code(index.name()))
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addStatement("super($S, $S, $S, $L, $L, $T.of($L)$L)", index.indexName(), index.name(), index.pk().field(),
                index.sk().map(sk -> CodeBlock.of("$S", sk.field())).orElse(CodeBlock.of("null")),
                nonKeyComponents(index).isEmpty() ? CodeBlock.of("null") : CodeBlock.of("$S", setterName(index)),
                List.class, CodeBlock.join(components, ", "),
                index.partialKeys() ? ", false, true" : index.required() ? ", true" : "")
            .build())
        .addMethod(render("partitionKey", index, index.pk()));
    index.sk().ifPresent(sk -> type.addMethod(render("sortKey", index, sk)));
    return type.build();
  }

  private MethodSpec render(String name, IndexModel index, KeyModel key) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PROTECTED)
        .returns(String.class)
        .addParameter(RuntimeTypes.INDEX_KEY_VALUES, "values");
    if (index.partialKeys()) {
      // Null components are absent: the key holds those before the first one.
      return method.addStatement("return $L",
          keys.renderPartial(key, component -> "values.get(" + paths.constant(component) + ")")).build();
    }
    return method.addStatement("return $T.$L", entity.entityType(),
            keys.call(index, key, component -> CodeBlock.of("values.get($N)", paths.constant(component))))
        .build();
  }

  /** The primary-key components that an index an update can change is rendered from. */
  /**
   * Every primary-key component: index keys are rendered from them, and an upsert that creates the
   * item stores them as a put does.
   */
  private List<String> knownKeyComponents() {
    return keys.keyComponents();
  }

  /**
   * The components of the index an update can set: outside the primary key, not set by the library
   * ({@code @UpdatedAt}) and not {@code @ReadOnly}.
   */
  private List<String> nonKeyComponents(IndexModel index) {
    List<String> components = new ArrayList<>();
    for (String component : index.componentNames()) {
      if (!entity.isKeyComponent(component) && !entity.isManaged(component) && !entity.isReadOnly(component)) {
        components.add(component);
      }
    }
    return components;
  }

  private static String setterName(IndexModel index) {
    String name = "set" + Names.upperCamel(index.javaName());
    return UPDATE_METHODS.contains(name) ? name + "Index" : name;
  }

  private static String describe(List<String> components) {
    List<String> coded = new ArrayList<>();
    for (String component : components) {
      coded.add(Names.code(component));
    }
    if (coded.size() == 1) {
      return coded.get(0);
    }
    return String.join(", ", coded.subList(0, coded.size() - 1)) + " and " + coded.get(coded.size() - 1);
  }

  private static CodeBlock arguments(List<String> components) {
    CodeBlock.Builder arguments = CodeBlock.builder();
    for (String component : components) {
      arguments.add(", $N", component);
    }
    return arguments.build();
  }

  /** The type of the generated update class. */
  TypeName updateType() {
    return updateType;
  }
}
