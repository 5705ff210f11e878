package dev.singletable.processor.writer.item;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EarlierShape;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.UpcastMethod;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes how an entity reads the items of its earlier versions: a private nested class per
 * {@code @EarlierVersion} record with that version's key templates, codecs and {@code fromItem}
 * (the same code an entity of that layout would have), and {@code fromEarlierItem}, which decodes
 * an item with the reader of its version and calls the {@code @Upcast} methods from there to the
 * current version, one step at a time.
 */
public final class EarlierShapeWriter {
  private static final String READ = "read";
  private static final String ITEM = "item";
  private static final String VALUE = "value";

  private final EntityModel entity;
  private final String storedKeys;
  /** The reader class of each earlier version, newest first. */
  private final Map<EarlierShape, String> readers = new LinkedHashMap<>();

  /**
   * @param nestedTypes allocates the entity class's nested type names
   * @param storedKeys the name of the entity's {@code StoredKeys} field
   */
  public EarlierShapeWriter(EntityModel entity, NameAllocator nestedTypes, String storedKeys) {
    this.entity = entity;
    this.storedKeys = storedKeys;
    for (EarlierShape shape : entity.evolution().earlier()) {
      readers.put(shape, nestedTypes.newName("Version" + shape.version()));
    }
  }

  /** {@code fromEarlierItem(read, item)}; empty when the entity reads its own version only. */
  public List<MethodSpec> methods() {
    if (readers.isEmpty()) {
      return List.of();
    }
    MethodSpec.Builder method = MethodSpec.methodBuilder(ItemWriter.FROM_EARLIER_ITEM)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(entity.recordType())
        .addParameter(TypeName.INT, READ)
        .addParameter(RuntimeTypes.ITEM, ITEM)
        .addJavadoc("Reads an item stored by an earlier version in that version's layout and upcasts it, one\n"
            + "version at a time, to version $L.\n", entity.version())
        .beginControlFlow("try")
        .addCode("$T $N = switch ($N) {\n$>", entity.recordType(), VALUE, READ);
    List<EarlierShape> shapes = entity.evolution().earlier();
    for (int i = 0; i < shapes.size(); i++) {
      CodeBlock value = CodeBlock.of("$N.fromItem($N)", readers.get(shapes.get(i)), ITEM);
      for (int step = i; step >= 0; step--) {
        value = upcast(step, value);
      }
      method.addCode("case $L -> $L;\n", shapes.get(i).version(), value);
    }
    return List.of(method
        .addCode("default -> throw new $T($S + $N);\n$<};\n", IllegalStateException.class,
            "no earlier version of " + entity.name() + " is ", READ)
        .addStatement("return $T.requireNonNull($N, $S)", java.util.Objects.class, VALUE, "an upcast returned null")
        // One catch of RuntimeException, sorted by upcastRefusal: a catch of InvalidItemException here
        // would have the verifier load it with the entity class, for the first item written.
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $N.upcastRefusal($N, $N, VERSION, e)", storedKeys, ITEM, READ)
        .endControlFlow()
        .build());
  }

  /** The call of the {@code @Upcast} method from the shape at {@code index} to the version after it. */
  private CodeBlock upcast(int index, CodeBlock argument) {
    EarlierShape shape = entity.evolution().earlier().get(index);
    ClassName newer = index == 0 ? entity.recordType() : entity.evolution().earlier().get(index - 1).layout().recordType();
    List<UpcastMethod> methods = index == 0 ? entity.evolution().upcasts()
        : entity.evolution().earlier().get(index - 1).upcasts();
    UpcastMethod method = methods.stream()
        .filter(candidate -> candidate.upcasts(shape.layout().recordType(), newer))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("no upcast from " + shape.layout().recordType()));
    return CodeBlock.of("$T.$N($L)", newer, method.name(), argument);
  }

  /** The reader class of every earlier version. */
  public List<TypeSpec> types() {
    List<TypeSpec> types = new ArrayList<>();
    for (Map.Entry<EarlierShape, String> reader : readers.entrySet()) {
      types.add(reader(reader.getKey().layout(), reader.getValue()));
    }
    return types;
  }

  private TypeSpec reader(EntityModel layout, String className) {
    NameAllocator members = new NameAllocator();
    List.of("NAME", "VERSION", "SERVICE", "SCHEMA").forEach(members::newName);
    for (AttributeModel attribute : layout.attributes()) {
      members.newName(attribute.name());
    }
    NameAllocator nestedTypes = new NameAllocator();
    nestedTypes.newName(className);
    nestedTypes.newName(entity.entityType().simpleName());
    CodecRegistry codecs = new CodecRegistry(layout, members, nestedTypes);
    KeyWriter keys = new KeyWriter(layout, members);
    AttributeCode attributes = new AttributeCode(codecs);
    String storedKeys = members.newName("STORED_KEYS");
    ItemWriter items = new ItemWriter(layout, keys, attributes, null, storedKeys);
    RecordCodecWriter recordCodecs = new RecordCodecWriter(attributes);

    List<MethodSpec> methods = new ArrayList<>();
    methods.add(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    methods.addAll(keys.builders());
    methods.add(items.fromItem());
    methods.add(items.fromAttributes());
    methods.add(items.withKeyComponents());
    items.withoutPlaceholders().ifPresent(methods::add);
    List<TypeSpec> types = new ArrayList<>();
    for (CodecRegistry.RecordCodec next = codecs.nextRecord(); next != null; next = codecs.nextRecord()) {
      types.add(recordCodecs.write(next.record(), next.className()));
    }
    return TypeSpec.classBuilder(className)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Reads the items stored by version $L of $L, in the layout of {@link $T}.\n", layout.version(),
            Names.code(entity.name()), layout.recordType())
        .addFields(keys.templateFields())
        .addField(items.storedKeysField(storedKeys))
        .addFields(codecs.fields())
        .addMethods(methods)
        .addTypes(types)
        .build();
  }
}
