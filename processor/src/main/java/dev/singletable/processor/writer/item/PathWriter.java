package dev.singletable.processor.writer.item;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes the typed attribute constants ({@code EventEntity.EVENT_TYPE}), one per component, named
 * in upper snake case around every other member's name. A primary-key component is an {@code
 * AttributePath}, which conditions and filters take; every other component is an {@code
 * UpdatableAttribute}, which updates take too, and lists and sets are {@code ListPath} and {@code
 * SetPath}, which the list and set updates take; lists offer
 * the path to one element ({@code TAGS.at(0)}) and maps ({@code MapPath}) the path to one value ({@code
 * SCORES.key("math")}). So an update of a key component does not compile,
 * nor one of a component the library sets ({@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt}).
 */
public final class PathWriter {
  private final EntityModel entity;
  private final CodecRegistry codecs;
  private final Map<String, String> constants = new LinkedHashMap<>();
  private final NameAllocator nestedTypes;
  /** The path class of each nested record reached, by record type, and those still to write. */
  private final Map<ClassName, ClassName> recordPaths = new LinkedHashMap<>();
  private final Deque<RecordModel> pendingRecords = new ArrayDeque<>();
  /** The list path classes allocated so far, by nested record type. */
  private final Map<ClassName, ClassName> recordListPaths = new HashMap<>();
  /** The nested record types held in lists: their path classes take a list element's constructor. */
  private final Set<ClassName> listedRecords = new HashSet<>();
  private final Map<ClassName, TypeSpec> recordPathTypes = new LinkedHashMap<>();
  private final List<TypeSpec> recordListPathTypes = new ArrayList<>();

  /**
   * The methods a path inherits, which a nested record's component method must not hide: such a
   * component's method is named with {@code Path} after it ({@code namePath()}).
   */
  private final Set<String> inherited;

  /**
   * @param surface names the methods the path of a nested record inherits
   * @param members allocates the constants' names; call before any private field is allocated
   * @param nestedTypes allocates the names of the path classes of nested records
   */
  public PathWriter(EntityModel entity, RuntimeSurface surface, NameAllocator members, NameAllocator nestedTypes,
      CodecRegistry codecs) {
    this.entity = entity;
    this.inherited = surface.updatableAttribute();
    this.codecs = codecs;
    this.nestedTypes = nestedTypes;
    for (AttributeModel attribute : entity.attributes()) {
      constants.put(attribute.name(), members.newName(Names.upperSnake(attribute.name())));
    }
  }

  /** The name of a component's constant. */
  public String constant(String component) {
    String name = constants.get(component);
    if (name == null) {
      throw new IllegalArgumentException("no component " + component);
    }
    return name;
  }

  /** The constants, in component order; they read codec fields, so they are declared after them. */
  public List<FieldSpec> fields() {
    List<FieldSpec> fields = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      fields.add(field(attribute));
    }
    for (RecordModel record = pendingRecords.poll(); record != null; record = pendingRecords.poll()) {
      recordPathTypes.put(record.type(), recordPath(record));
    }
    // A record found in a list after its path was written needs the path's element constructor too.
    for (ClassName listed : listedRecords) {
      recordPathTypes.put(listed, recordPath(entity.record(listed)));
    }
    return fields;
  }

  /** The path classes of the nested records the constants reach; call after {@link #fields()}. */
  public List<TypeSpec> types() {
    List<TypeSpec> types = new ArrayList<>(recordPathTypes.values());
    types.addAll(recordListPathTypes);
    return types;
  }

  /**
   * The path class of a list of a nested record type, allocated (and written) on first use; its
   * elements are the record's path class, which then gets a constructor for a list element.
   */
  private ClassName recordListPathClass(ClassName record) {
    ClassName path = recordListPaths.get(record);
    if (path == null) {
      path = entity.entityType().nestedClass(nestedTypes.newName(record.simpleName() + "ListPath"));
      recordListPaths.put(record, path);
      listedRecords.add(record);
      recordListPathTypes.add(recordListPath(path, record, recordPathClass(record)));
    }
    return path;
  }

  /**
   * {@code LineListPath extends RecordListPath<Order, Line, LinePath>}: a list of nested records whose
   * {@code at(i)} is the record's path ({@code LINES.at(0).sku()}).
   */
  private TypeSpec recordListPath(ClassName self, ClassName record, ClassName element) {
    TypeName recordType = entity.recordType();
    TypeName elementCodec = RuntimeTypes.codecOf(record);
    TypeName listCodec = RuntimeTypes.codecOf(ParameterizedTypeName.get(ClassName.get(List.class), record));
    return TypeSpec.classBuilder(self)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.RECORD_LIST_PATH, recordType, record, element))
        .addJavadoc("The path to a list of {@link $T}, stored as a list of maps: for conditions, filters and updates\n"
            + "of it as a whole, and, through {@code at(index)}, of each record and its components\n"
            + "({@code lines[0].sku}).\n", record)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
            .addParameter(String.class, "entity").addParameter(String.class, "name")
            .addParameter(listCodec, "codec").addParameter(elementCodec, "elementCodec")
            .addStatement("super(entity, name, codec, elementCodec)").build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
            .addParameter(ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_PATH, recordType,
                com.squareup.javapoet.WildcardTypeName.subtypeOf(Object.class)), "parent")
            .addParameter(String.class, "component")
            .addParameter(listCodec, "codec").addParameter(elementCodec, "elementCodec")
            .addStatement("super(parent, component, codec, elementCodec)").build())
        .addMethod(MethodSpec.methodBuilder("element").addAnnotation(Override.class).addModifiers(Modifier.PROTECTED)
            .returns(element).addParameter(int.class, "index")
            .addStatement("return new $T(this, index, elementCodec())", element).build())
        .build();
  }

  /** The path class of a nested record type, allocated (and queued for writing) on first use. */
  private ClassName recordPathClass(ClassName record) {
    ClassName path = recordPaths.get(record);
    if (path == null) {
      path = entity.entityType().nestedClass(nestedTypes.newName(record.simpleName() + "Path"));
      recordPaths.put(record, path);
      pendingRecords.add(entity.record(record));
    }
    return path;
  }

  /**
   * {@code AddressPath extends UpdatableAttribute<Order, Address>}: a path to a nested record, with
   * one method per component giving the component's path ({@code SHIP_TO.city()}).
   */
  private TypeSpec recordPath(RecordModel record) {
    ClassName self = recordPaths.get(record.type());
    TypeName recordType = entity.recordType();
    TypeName codec = RuntimeTypes.codecOf(record.type());
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.UPDATABLE_ATTRIBUTE, recordType, record.type()))
        .addJavadoc("The path to a nested {@link $T}, stored as a map: for conditions, filters and updates of it as a\n"
            + "whole, and, through one method per component, of each component ({@code profile.address.city}).\n",
            record.type())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
            .addParameter(String.class, "entity").addParameter(String.class, "name").addParameter(codec, "codec")
            .addStatement("super(entity, name, codec, false)").build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
            .addParameter(ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_PATH, recordType,
                com.squareup.javapoet.WildcardTypeName.subtypeOf(Object.class)), "parent")
            .addParameter(String.class, "component").addParameter(codec, "codec")
            .addStatement("super(parent, component, codec)").build());
    if (listedRecords.contains(record.type())) {
      type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
          .addParameter(ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_PATH, recordType,
              com.squareup.javapoet.WildcardTypeName.subtypeOf(Object.class)), "list")
          .addParameter(int.class, "index").addParameter(codec, "codec")
          .addStatement("super(list, index, codec)").build());
    }
    for (AttributeModel component : record.components()) {
      String method = inherited.contains(component.name()) ? component.name() + "Path" : component.name();
      MethodSpec.Builder accessor = MethodSpec.methodBuilder(method).addModifiers(Modifier.PUBLIC)
          .addJavadoc("The path to component {@code $L}, stored as $L.\n\n@return the path\n", component.name(),
              Names.code(component.storedName()));
      if (component.converter().isEmpty() && component.type() instanceof TypeModel.RecordType nested) {
        ClassName nestedPath = recordPathClass(nested.type());
        accessor.returns(nestedPath)
            .addStatement("return new $T(this, $S, $L)", nestedPath, component.storedName(), codecs.codec(component));
      } else if (component.converter().isEmpty() && component.type() instanceof TypeModel.ListType list
          && list.element() instanceof TypeModel.RecordType element) {
        ClassName listPath = recordListPathClass(element.type());
        accessor.returns(listPath)
            .addStatement("return new $T(this, $S, $L, $L)", listPath, component.storedName(), codecs.codec(component),
                codecs.codec(list.element()));
      } else {
        accessor.returns(ParameterizedTypeName.get(RuntimeTypes.UPDATABLE_ATTRIBUTE, recordType, component.javaType().box()))
            .addStatement("return component($S, $L)", component.storedName(), codecs.codec(component));
      }
      type.addMethod(accessor.build());
    }
    return type.build();
  }

  /** The primary key attribute a key-only component is rendered into (the partition key's first). */
  private String keyField(AttributeModel attribute) {
    for (KeyModel key : entity.primary().orElseThrow().keys()) {
      if (key.template().componentNames().contains(attribute.name())) {
        return key.field();
      }
    }
    throw new IllegalStateException(attribute.name() + " is not a primary key component");
  }

  private FieldSpec field(AttributeModel attribute) {
    TypeName type = attribute.javaType().box();
    TypeName record = entity.recordType();
    boolean key = entity.isKeyComponent(attribute.name());
    boolean managed = entity.isManaged(attribute.name());
    boolean readOnly = entity.isReadOnly(attribute.name());
    // A vector is set whole, checked as a write checks it: no append or element update can change
    // its length or put a NaN in it.
    boolean vector = entity.vectorIndexes().stream().anyMatch(index -> index.vector().name().equals(attribute.name()));
    // A long component compares and updates with any integral value (300, not only 300L).
    boolean integral = type.equals(TypeName.LONG.box());
    String stored = attribute.storedName();
    TypeName fieldType;
    CodeBlock initializer;
    if (attribute.is(Lifecycle.KEY_ONLY)) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_PATH, record, type);
      initializer = CodeBlock.of("$T.of(NAME, $S, $S, $L)", RuntimeTypes.KEY_ONLY_PATH, stored, keyField(attribute),
          codecs.constantCodec(attribute));
    } else if ((key || managed || readOnly) && integral) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.LONG_PATH, record);
      initializer = CodeBlock.of("$T.ofLong(NAME, $S, $L)", RuntimeTypes.LONG_PATH, stored, codecs.constantCodec(attribute));
    } else if (key || managed || readOnly) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_PATH, record, type);
      initializer = CodeBlock.of("$T.of(NAME, $S, $L)", RuntimeTypes.ATTRIBUTE_PATH, stored, codecs.constantCodec(attribute));
    } else if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.ListType list
        && list.element() instanceof TypeModel.RecordType element) {
      ClassName path = recordListPathClass(element.type());
      fieldType = path;
      initializer = CodeBlock.of("new $T(NAME, $S, $L, $L)", path, stored, codecs.constantCodec(attribute), codecs.codec(list.element()));
    } else if (attribute.converter().isEmpty() && !vector && attribute.type() instanceof TypeModel.ListType list) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.LIST_PATH, record, list.element().boxedType());
      initializer = CodeBlock.of("$T.of(NAME, $S, $L, $L)", RuntimeTypes.LIST_PATH, stored, codecs.constantCodec(attribute),
          codecs.codec(list.element()));
    } else if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.SetType set) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.SET_PATH, record, set.element().boxedType());
      initializer = CodeBlock.of("$T.of(NAME, $S, $L, $L)", RuntimeTypes.SET_PATH, stored, codecs.constantCodec(attribute),
          codecs.codec(set.element()));
    } else if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.MapType map) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.MAP_PATH, record, map.value().boxedType());
      initializer = CodeBlock.of("$T.of(NAME, $S, $L, $L)", RuntimeTypes.MAP_PATH, stored, codecs.constantCodec(attribute),
          codecs.codec(map.value()));
    } else if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.RecordType nested) {
      ClassName path = recordPathClass(nested.type());
      fieldType = path;
      initializer = CodeBlock.of("new $T(NAME, $S, $L)", path, stored, codecs.constantCodec(attribute));
    } else if (integral) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.LONG_ATTRIBUTE, record);
      initializer = CodeBlock.of("$T.$L(NAME, $S, $L)", RuntimeTypes.LONG_ATTRIBUTE,
          attribute.isRequired() ? "requiredLong" : "ofLong", stored, codecs.constantCodec(attribute));
    } else if (attribute.absentAs().isPresent()) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.UPDATABLE_ATTRIBUTE, record, type);
      initializer = CodeBlock.of("$T.absentAs(NAME, $S, $L, $S)", RuntimeTypes.UPDATABLE_ATTRIBUTE, stored,
          codecs.constantCodec(attribute), attribute.absentAs().get().placeholder());
    } else {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.UPDATABLE_ATTRIBUTE, record, type);
      initializer = CodeBlock.of("$T.$L(NAME, $S, $L)", RuntimeTypes.UPDATABLE_ATTRIBUTE,
          attribute.isRequired() ? "required" : "of", stored, codecs.constantCodec(attribute));
    }
    FieldSpec.Builder field = FieldSpec.builder(fieldType, constant(attribute.name()),
            Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer(initializer);
    String attributeName = Names.code(stored)
        + (stored.equals(attribute.name()) ? "" : " (component " + Names.code(attribute.name()) + ")");
    if (attribute.is(Lifecycle.KEY_ONLY)) {
      field.addJavadoc("The component $L, stored only in the key $L ({@code @KeyOnly}): for {@code exists()} and\n"
          + "{@code notExists()}; any other condition or filter on it is refused before sending.\n",
          Names.code(attribute.name()), Names.code(keyField(attribute)));
    } else if (managed) {
      field.addJavadoc("The attribute $L, which the library sets on writes: for conditions and filters; no update\n"
          + "can change it.\n", attributeName);
    } else if (key) {
      field.addJavadoc("The attribute $L, a component of the primary key: for conditions and filters; no update\n"
          + "can change it.\n", attributeName);
    } else if (readOnly) {
      field.addJavadoc("The attribute $L, set when the item is created ({@code @ReadOnly}): for conditions and\n"
          + "filters; no update can change it, and a put must keep it.\n", attributeName);
    } else if (attribute.isPrimitive()) {
      field.addJavadoc("The attribute $L, for conditions, filters and updates; every item holds it (the component\n"
          + "is primitive), so updates can set it but not remove it.\n", attributeName);
    } else if (attribute.isRequired()) {
      field.addJavadoc("The attribute $L, for conditions, filters and updates; every item holds it ({@code @Required}),\n"
          + "so updates can set it but not remove it (nor set it to null).\n", attributeName);
    } else {
      field.addJavadoc("The attribute $L, for conditions, filters and updates.\n", attributeName);
    }
    return field.build();
  }
}
