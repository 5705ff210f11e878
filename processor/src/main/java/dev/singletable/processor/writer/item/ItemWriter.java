package dev.singletable.processor.writer.item;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code toItem} and {@code fromItem}: the whole item of a record (keys, sparse index keys,
 * attributes, identity) and the record back from an item this entity owns. {@code fromItem} checks
 * that the record's components render the keys the item is stored under, and decodes components
 * that an item written by another tool keeps only in its keys ({@code StoredKeys} in the runtime).
 */
public final class ItemWriter {
  private static final String VALUE = "value";
  private static final String ITEM = "item";
  /** The local summing the item's size while {@code toItem} builds it. */
  private static final String SIZE = "size";
  private static final String STORED = "stored";
  private static final String DECODED = "decoded";
  private static final String WITH_KEY_COMPONENTS = "withKeyComponents";
  private static final String READ = "read";
  private static final String FROM_ATTRIBUTES = "fromAttributes";
  private static final String COMPLETED = "completed";
  /** The locals holding a walked key's text and where its walk has reached, numbered. */
  private static final String KEY_TEXT = "keyText";
  private static final String AT = "at";
  /** The local holding an index key the item carries, numbered. */
  private static final String STORED_KEY = "storedKey";
  /** The method that decodes an item of an earlier version and upcasts it. */
  static final String FROM_EARLIER_ITEM = "fromEarlierItem";
  /** The method that decodes an item whose identity has been checked. */
  static final String FROM_CHECKED_ITEM = "fromCheckedItem";
  /** The identity attributes {@code Identity#stamp} adds. */
  private static final int IDENTITY_ATTRIBUTES = 2;

  private final EntityModel entity;
  private final KeyWriter keys;
  private final AttributeCode attributes;
  private final String identity;
  private final String storedKeys;

  /**
   * @param identity the name of the entity's {@code Identity} field; null for an earlier version's
   *     reader, whose items the entity's {@code fromItem} has checked
   * @param storedKeys the entity's {@code StoredKeys} field as the generated code reaches it
   */
  public ItemWriter(EntityModel entity, KeyWriter keys, AttributeCode attributes, String identity, String storedKeys) {
    this.entity = entity;
    this.keys = keys;
    this.attributes = attributes;
    this.identity = identity;
    this.storedKeys = storedKeys;
  }

  /**
   * {@code STORED_KEYS}: every key template with the attributes of its components.
   *
   * @param name the field's name, which the {@code storedKeys} reference given to the constructor
   *     reaches (the entity keeps the field in a holder class)
   */
  public FieldSpec storedKeysField(String name) {
    List<CodeBlock> entries = new ArrayList<>();
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        List<CodeBlock> arguments = new ArrayList<>();
        arguments.add(CodeBlock.of("$N", keys.templateField(key)));
        for (var placeholder : key.template().placeholders()) {
          arguments.add(CodeBlock.of("$S", keys.attribute(placeholder.name()).storedName()));
        }
        entries.add(CodeBlock.of("$T.key($L)", RuntimeTypes.STORED_KEYS, CodeBlock.join(arguments, ", ")));
      }
      if (index.isPrimary() && index.sk().isEmpty()) {
        entries.add(CodeBlock.of("null"));
      }
    }
    return FieldSpec.builder(RuntimeTypes.STORED_KEYS, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.of($>$>$L$<$<)", RuntimeTypes.STORED_KEYS, Names.arguments(entries, 1))
        .build();
  }

  public MethodSpec toItem() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("toItem")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(entity.recordType(), VALUE)
        .addJavadoc("Converts $L into the item stored for it: the primary key, the keys of every index\n"
            + "whose components are all present (indexes are sparse), one attribute per non-null component\n"
            + "and $L.\n\n", Names.withArticle(entity.name()), entity.identity().isDefault(entity.name())
                ? "the identity attributes {@code __entity} and {@code __version}"
                : "its identity, " + Names.code(entity.identity().describe()))
        .addJavadoc(entity.attributes().stream().anyMatch(attribute -> attribute.is(Lifecycle.KEY_ONLY))
            ? "Its {@code @KeyOnly} components are stored in the primary key alone.\n\n" : "")
        .addJavadoc(entity.allIndexes().stream().anyMatch(IndexModel::required)
            ? "Every item is in the required indexes ($L): a null component of theirs is refused.\n\n" : "$L",
            entity.allIndexes().stream().filter(IndexModel::required).map(index -> Names.code(index.indexName()))
                .reduce((a, b) -> a + ", " + b).orElse(""))
        .addJavadoc(entity.attributes().stream().anyMatch(attribute -> attribute.required().isPresent())
            ? "Its {@code @Required} components ($L) must not be null.\n\n" : "$L",
            entity.attributes().stream().filter(attribute -> attribute.required().isPresent())
                .map(attribute -> Names.code(attribute.name())).reduce((a, b) -> a + ", " + b).orElse(""))
        .addJavadoc(entity.vectorIndexes().isEmpty() ? "$L"
            : "The vectors of its vector indexes ($L) have the indexes' dimensions and finite elements.\n\n",
            entity.vectorIndexes().stream().map(index -> Names.code(index.indexName()))
                .reduce((a, b) -> a + ", " + b).orElse(""))
        .addJavadoc("@param value the record to store\n")
        .addJavadoc("@return a new mutable item\n")
        .addJavadoc(entity.allIndexes().stream().anyMatch(IndexModel::required)
            ? "@throws $T when a primary key component or a component of a required index is null, or a\n"
                + "value cannot be stored\n"
            : "@throws $T when a primary key component is null or a value cannot be stored\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION);
    method.addStatement("$T $N = new $T<>($L)", RuntimeTypes.ITEM, ITEM, HashMap.class, capacity());
    // The item's size is summed while it is built: text and values that can break a limit are
    // counted (and checked) as they are put; the others add the most they can be, known here.
    CodeBlock.Builder puts = CodeBlock.builder();
    int bound = 0;
    for (VectorIndexModel index : entity.vectorIndexes()) {
      // DynamoDB refuses a vector of another length only after the request is sent, or not at all.
      puts.addStatement("$T.check(NAME, $S, $S, $L, $N.$N())", RuntimeTypes.VECTORS, index.vector().name(),
          index.indexName(), index.dimensions(), VALUE, index.vector().name());
    }
    for (IndexModel index : entity.allIndexes()) {
      List<CodeBlock> present = new ArrayList<>();
      if (!index.isPrimary()) {
        for (String component : index.componentNames()) {
          if (!entity.attribute(component).orElseThrow().isPrimitive()) {
            present.add(CodeBlock.of("$N.$N() != null", VALUE, component));
          }
        }
      }
      if (index.partialKeys()) {
        // Written as ElectroDB writes them: whatever components are present, up to the first null one.
        for (KeyModel key : index.keys()) {
          puts.addStatement("$N += $T.putString($N, NAME, $S, $L, $L)", SIZE, RuntimeTypes.ITEMS, ITEM, key.field(),
              AttributeCode.utf8(key.field()),
              keys.renderPartial(key, component -> VALUE + "." + component + "()"));
        }
        continue;
      }
      if (index.required()) {
        // Every item must be in a required index: a null component is refused, not left out.
        for (String component : index.componentNames()) {
          if (!entity.attribute(component).orElseThrow().isPrimitive()) {
            puts.beginControlFlow("if ($N.$N() == null)", VALUE, component)
                .addStatement("throw $T.missingComponent(NAME, $S, $S, $S)", RuntimeTypes.INDEX_KEYS, component,
                    index.indexName(), index.name())
                .endControlFlow();
          }
        }
        present.clear();
      }
      if (!present.isEmpty()) {
        puts.beginControlFlow("if ($L)", CodeBlock.join(present, "$W&& "));
      }
      for (KeyModel key : index.keys()) {
        CodeBlock rendered = keys.call(index, key, component -> CodeBlock.of("$N.$N()", VALUE, component));
        int name = AttributeCode.utf8(key.field());
        Optional<KeyModel> same = keys.samePrimaryKey(index, key);
        if (same.isPresent()) {
          // Renders as the primary key does: its value, put and checked already, is stored again.
          puts.addStatement("$N += $N.putSame($N, $L, $N)", SIZE, keys.templateField(key), ITEM, name,
              keys.templateField(same.get()));
        } else if (key.typed()) {
          puts.addStatement("$N += $T.putChecked($N, NAME, $S, $L, $L)", SIZE, RuntimeTypes.ITEMS, ITEM, key.field(),
              name, keys.attributeValue(key, rendered));
        } else {
          puts.addStatement("$N += $L", SIZE, putKeyText(key, name, rendered));
        }
      }
      if (!present.isEmpty()) {
        CodeBlock checks = keys.unescapedTextChecks(index, component -> true,
            component -> CodeBlock.of("$N.$N()", VALUE, component));
        if (!checks.isEmpty()) {
          // Left out of a sparse index, its text components are still checked against its keys.
          puts.nextControlFlow("else").add(checks);
        }
        puts.endControlFlow();
      }
    }
    for (AttributeModel attribute : entity.attributes()) {
      if (attribute.is(Lifecycle.KEY_ONLY)) {
        continue;  // stored in the key alone; fromItem decodes it from there
      }
      if (attribute.required().isPresent() && !attribute.isPrimitive()) {
        puts.beginControlFlow("if ($N.$N() == null)", VALUE, attribute.name())
            .addStatement("throw $T.missingRequired(NAME, $S)", RuntimeTypes.ITEMS, attribute.name())
            .endControlFlow();
      }
      AttributeCode.Sized put = attributes.sizedPut(attribute, ITEM, CodeBlock.of("$N.$N()", VALUE, attribute.name()),
          SIZE);
      puts.addStatement(put.statement());
      bound += put.bound();
    }
    method.addComment("The item's size as DynamoDB counts it, summed while it is built: text and values that can break")
        .addComment("a limit are counted and checked as they are put; $L bytes are the most the others can add.", bound)
        .addStatement("long $N = $L", SIZE, bound).addCode(puts.build());
    if (!entity.attributeIndexes().isEmpty()) {
      // Each attribute is a valid value on its own; as an index key DynamoDB takes less.
      method.addStatement("$T.indexKeys(NAME, SCHEMA.attributeIndexes(), $N)", RuntimeTypes.LIMITS, ITEM);
    }
    method.addStatement("$N.stamp($N, $N)", identity, ITEM, SIZE);
    return method.addStatement("return $N", ITEM).build();
  }

  /**
   * Puts a string key and returns its size: through its template's {@code putText} for a constant key
   * or one of one or two text components, which counts the key's UTF-8 bytes while it renders it
   * rather than scanning the rendered key again; else the rendered key through {@code
   * Items.putString}.
   */
  private CodeBlock putKeyText(KeyModel key, int name, CodeBlock rendered) {
    String template = keys.templateField(key);
    if (key.template().placeholders().isEmpty()) {
      return CodeBlock.of("$N.putText($N, $L)", template, ITEM, name);
    }
    Optional<KeyWriter.InPlace> text = keys.inPlace(key, component -> VALUE + "." + component + "()")
        .filter(inPlace -> inPlace.kind().equals("Text"));
    if (text.isPresent()) {
      return CodeBlock.of("$N.putText($N, $L, $L)", template, ITEM, name, CodeBlock.join(text.get().arguments(), ",$W"));
    }
    return CodeBlock.of("$T.putString($N, NAME, $S, $L, $L)", RuntimeTypes.ITEMS, ITEM, key.field(), name, rendered);
  }

  public MethodSpec fromItem() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("fromItem")
        .addModifiers(Modifier.STATIC)
        .returns(entity.recordType())
        .addParameter(RuntimeTypes.ITEM, ITEM);
    if (identity == null) {
      method.addJavadoc("Reads $L back from an item stored by version $L, in the layout of {@link $T}.\n",
          Names.withArticle(entity.name()), entity.version(), entity.recordType());
    } else {
      method.addModifiers(Modifier.PUBLIC)
          .addJavadoc("Reads $L back from an item written by {@link #toItem}. The record's key components\n"
              + "must render the keys the item is stored under (its primary key, and each index key it carries);\n"
              + "components the item holds only in its keys are decoded from them.\n", Names.withArticle(entity.name()));
      if (!entity.evolution().earlier().isEmpty()) {
        method.addJavadoc("An item stored by an earlier version, from version $L on, is decoded in that version's\n"
            + "layout and upcast to this one.\n", entity.oldestVersion());
      }
      method.addJavadoc("\n@param item the stored item\n")
          .addJavadoc("@return the record\n")
          .addJavadoc("@throws $T when the item belongs to another entity or version\n",
              RuntimeTypes.WRONG_ENTITY_EXCEPTION)
          .addJavadoc("@throws $T when an attribute has the wrong type, a primitive component is missing or a key\n"
              + "disagrees with its components; it names the item's key\n", RuntimeTypes.INVALID_ITEM_EXCEPTION);
      if (entity.evolution().earlier().isEmpty()) {
        method.addStatement("$N.require($N)", identity, ITEM);
      } else {
        method.addStatement("int $N = $N.requireVersion($N)", READ, identity, ITEM)
            .beginControlFlow("if ($N != VERSION)", READ)
            .addStatement("return $N($N, $N)", FROM_EARLIER_ITEM, READ, ITEM)
            .endControlFlow();
      }
      return method.addStatement("return $N($N)", FROM_CHECKED_ITEM, ITEM).build();
    }
    return decode(method);
  }

  /**
   * {@code fromCheckedItem(item)}: {@code fromItem} of an item whose identity has been checked, at
   * this version; what {@code fromItem} calls after the check, and what the schema's {@code
   * fromOwnedItem} calls for an item a collection read or a stream change found to be this entity's.
   */
  public MethodSpec fromCheckedItem() {
    return decode(MethodSpec.methodBuilder(FROM_CHECKED_ITEM)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(entity.recordType())
        .addParameter(RuntimeTypes.ITEM, ITEM)
        .addJavadoc("{@link #fromItem} of an item whose identity has been checked: this entity's, at this version.\n"));
  }

  /** The body that decodes an item whose identity has been checked, and checks its keys. */
  private MethodSpec decode(MethodSpec.Builder method) {
    method.beginControlFlow("try")
        .addStatement("$T $N = $N", RuntimeTypes.ITEM, STORED, ITEM)
        .addStatement("$T $N = $N($N, false)", entity.recordType(), VALUE, FROM_ATTRIBUTES, ITEM)
        .beginControlFlow("if ($N == null)", VALUE)
        .addComment("A key component is in the keys alone: an item written by a tool that stores only the keys.")
        .addStatement("$N = $N($N)", STORED, WITH_KEY_COMPONENTS, ITEM)
        .addStatement("$N = $N($N, true)", VALUE, FROM_ATTRIBUTES, STORED)
        .endControlFlow();
    int indexKeys = 0;
    int walks = 0;
    for (IndexModel index : entity.allIndexes()) {
      if (index.partialKeys()) {
        // Written with the components present: the stored key is the one they render, nulls included.
        for (KeyModel key : index.keys()) {
          method.addStatement("$N.check($N, $N, $L)", storedKeys, STORED, keys.templateField(key),
              keys.renderPartial(key, component -> VALUE + "." + component + "()"));
        }
        continue;
      }
      for (KeyModel key : index.keys()) {
        // The stored key is compared with the components in place, not with a key rendered to compare.
        Function<String, String> read = component -> VALUE + "." + component + "()";
        Optional<KeyWriter.InPlace> inPlace = keys.inPlace(key, read);
        List<CodeBlock> components = inPlace.map(KeyWriter.InPlace::arguments)
            .orElseGet(() -> keys.encodedComponents(key, read));
        String check = inPlace.map(KeyWriter.InPlace::kind).orElse("Encoded");
        String keyText = KEY_TEXT + walks;
        String at = AT + walks;
        Optional<List<CodeBlock>> walk = inPlace.isPresent() ? Optional.empty() : keys.walk(key, read, keyText, at);
        if (walk.isPresent()) {
          walks++;
        }
        List<CodeBlock> checked = new ArrayList<>();
        checked.add(CodeBlock.of("$N", STORED));
        String storedKey = index.isPrimary() ? null : STORED_KEY + indexKeys++;
        if (storedKey != null) {
          checked.add(CodeBlock.of("$N", storedKey));
        }
        checked.add(CodeBlock.of("$N", keys.templateField(key)));
        checked.addAll(components);
        CodeBlock arguments = CodeBlock.join(checked, ",$W");
        if (index.isPrimary() && walk.isPresent()) {
          method.addStatement("$T $N = $N.storedKey($N)", String.class, keyText, keys.templateField(key), STORED);
          walkedCheck(method, key, walk.get(), keyText, at, CodeBlock.of("$N.checkEncoded($L)", storedKeys, arguments));
        } else if (index.isPrimary()) {
          method.addStatement("$N.check$L($L)", storedKeys, check, arguments);
        } else {
          // An item outside a sparse index carries none of its keys, and its components may be null.
          method.addStatement("$T $N = $N.get($S)", RuntimeTypes.ATTRIBUTE_VALUE, storedKey, STORED, key.field());
          Optional<KeyModel> same = keys.samePrimaryKey(index, key);
          if (same.isPresent()) {
            // Renders as the primary key does: the same text as that key, checked above, is not walked again.
            method.beginControlFlow("if ($N != null$W&& !$N.storesSame($N, $N.get($S)))", storedKey,
                keys.templateField(key), storedKey, STORED, same.get().field());
          } else {
            method.beginControlFlow("if ($N != null)", storedKey);
          }
          if (walk.isPresent()) {
            method.addStatement("$T $N = $N.storedText($N)", String.class, keyText, keys.templateField(key), storedKey);
            walkedCheck(method, key, walk.get(), keyText, at, CodeBlock.of("$N.checkStored($L)", storedKeys, arguments));
          } else {
            method.addStatement("$N.checkStored$L($L)", storedKeys, inPlace.map(KeyWriter.InPlace::kind).orElse(""),
                arguments);
          }
          method.endControlFlow();
        }
      }
    }
    return method
        .addStatement("return $N", VALUE)
        .nextControlFlow("catch ($T e)", RuntimeTypes.INVALID_VALUE_EXCEPTION)
        // Thrown as a RuntimeException: verifying this class, which the first item written loads, then
        // loads no InvalidItemException.
        .addStatement("throw $N.refusal($N, e)", storedKeys, ITEM)
        .endControlFlow()
        .build();
  }

  /**
   * Walks the stored key in {@code keyText} against the components, one step per component from
   * the local {@code at}, and runs {@code fallback} (the comparison with the encoded components,
   * which also refuses what no key holds) when the walk does not end where the key does.
   */
  private void walkedCheck(MethodSpec.Builder method, KeyModel key, List<CodeBlock> steps, String keyText, String at,
      CodeBlock fallback) {
    String template = keys.templateField(key);
    method.addStatement("int $N = $N.walkStart($N)", at, template, keyText);
    for (CodeBlock step : steps) {
      method.addStatement("$N = $L", at, step);
    }
    method.beginControlFlow("if (!$N.walked($N, $N))", template, keyText, at)
        .addStatement(fallback)
        .endControlFlow();
  }

  /**
   * {@code fromAttributes(stored, completed)}: the record from the item's attributes, each read once.
   * Unless {@code completed}, it is null when a key component is missing from the attributes of an
   * item that carries its key (what {@code StoredKeys.complete} tells, asked only then), so that
   * {@code fromItem} decodes it from the key; an item {@code toItem} wrote costs no lookup more.
   */
  public MethodSpec fromAttributes() {
    NameAllocator locals = new NameAllocator();
    String stored = locals.newName(STORED);
    String completed = locals.newName(COMPLETED);
    MethodSpec.Builder method = MethodSpec.methodBuilder(FROM_ATTRIBUTES)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(entity.recordType())
        .addParameter(RuntimeTypes.ITEM, stored)
        .addParameter(boolean.class, completed)
        .addJavadoc("The record of the item's attributes, each read once; unless {@code $N}, null when a key\n"
            + "component is missing from the attributes of an item that carries the key holding it.\n", completed);
    List<String> keyComponents = new ArrayList<>();
    for (IndexModel index : entity.allIndexes()) {
      for (String component : index.componentNames()) {
        if (!keyComponents.contains(component)) {
          keyComponents.add(component);
        }
      }
    }
    List<CodeBlock> arguments = new ArrayList<>();
    List<CodeBlock> nullable = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      String local = locals.newName(local(attribute.name()));
      boolean keyComponent = keyComponents.contains(attribute.name());
      if (keyComponent && attribute.isPrimitive()) {
        // A primitive cannot read as null: its presence is asked before it is read.
        method.beginControlFlow("if (!$N && !$N.containsKey($S) && !$N.complete($N))", completed, stored,
                attribute.storedName(), storedKeys, stored)
            .addStatement("return null")
            .endControlFlow();
      } else if (keyComponent) {
        nullable.add(CodeBlock.of("$N == null", local));
      }
      method.addStatement("$T $N = $L", attribute.javaType(), local, attributes.get(attribute, stored));
      arguments.add(CodeBlock.of("$N", local));
    }
    if (!nullable.isEmpty()) {
      CodeBlock anyNull = CodeBlock.join(nullable, "$W|| ");
      method.beginControlFlow("if (!$N && $L && !$N.complete($N))", completed,
              nullable.size() == 1 ? anyNull : CodeBlock.of("($L)", anyNull), storedKeys, stored)
          .addStatement("return null")
          .endControlFlow();
    }
    return method.addStatement("return new $T($L)", entity.recordType(), Names.arguments(arguments, 1)).build();
  }

  /**
   * The local a component is read into: its name, unless that starts with a capital, which could
   * hide a constant of the class ({@code NAME}) or a type ({@code Items}) the method refers to.
   */
  private static String local(String component) {
    return Character.isUpperCase(component.charAt(0)) ? VALUE + component : component;
  }

  /**
   * {@code withKeyComponents(item)}: a copy of an item that lacks key components (written by a tool
   * that stores only the keys), with those components decoded from the keys and stored as
   * {@code toItem} stores them.
   */
  public MethodSpec withKeyComponents() {
    MethodSpec.Builder method = MethodSpec.methodBuilder(WITH_KEY_COMPONENTS)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(RuntimeTypes.ITEM, ITEM)
        .addJavadoc("The item with the key components it lacks (an item written by a tool that stores only the\n"
            + "keys) decoded from the keys that hold them.\n")
        .addStatement("$T $N = $N.decodeMissing($N)", RuntimeTypes.KEY_COMPONENTS, DECODED, storedKeys, ITEM)
        .addStatement("$T $N = new $T<>($N)", RuntimeTypes.ITEM, STORED, HashMap.class, ITEM);
    List<String> done = new ArrayList<>();
    for (IndexModel index : entity.allIndexes()) {
      for (String component : index.componentNames()) {
        if (done.contains(component)) {
          continue;
        }
        done.add(component);
        AttributeModel attribute = keys.attribute(component);
        method.beginControlFlow("if ($N.has($S))", DECODED, attribute.storedName())
            .addStatement(decodedPut(attribute))
            .endControlFlow();
      }
    }
    return method.addStatement("return $N", STORED).build();
  }

  /** Stores a decoded component into the copy: enums by name (their codec checks the constant), others typed. */
  private CodeBlock decodedPut(AttributeModel attribute) {
    String stored = attribute.storedName();
    if (attribute.type() instanceof TypeModel.EnumType) {
      return CodeBlock.of("$N.put($S, $T.createS($N.text($S)))", STORED, stored, RuntimeTypes.ATTRIBUTE_VALUE,
          DECODED, stored);
    }
    ScalarKind kind = ((TypeModel.Scalar) attribute.type()).kind();
    boolean numberKey = entity.primary().orElseThrow().keys().stream().anyMatch(key -> key.number()
        && key.template().componentNames().contains(attribute.name()));
    if (kind == ScalarKind.BIG_DECIMAL && numberKey) {
      return attributes.put(attribute, STORED, CodeBlock.of("$N.bigDecimal($S)", DECODED, stored));
    }
    if (kind == ScalarKind.BYTES) {
      // Only a binary key holds a byte[] component.
      return attributes.put(attribute, STORED, CodeBlock.of("$N.bytes($S)", DECODED, stored));
    }
    KeyEncoding encoding = attribute.keyEncoding().orElseThrow();
    if (encoding == KeyEncoding.ORDERED && (kind == ScalarKind.DOUBLE || kind == ScalarKind.FLOAT)) {
      // A key holds doubles no number attribute may (1e300, Double.MIN_VALUE): copy, do not write, it.
      return CodeBlock.of("$N.put($S, $N.orderedNumber($S, $T.class))", STORED, stored, DECODED, stored,
          kind.boxedType());
    }
    if (encoding == KeyEncoding.ORDERED) {
      return attributes.put(attribute, STORED,
          CodeBlock.of("$N.ordered($S, $T.class)", DECODED, stored, kind.boxedType()));
    }
    if (encoding == KeyEncoding.DESCENDING) {
      return attributes.put(attribute, STORED, CodeBlock.of("$N.descending($S, $L, $T.class)", DECODED, stored,
          attribute.padding().orElseThrow().width(), kind.boxedType()));
    }
    if (encoding == KeyEncoding.INSTANT_SECONDS || encoding == KeyEncoding.INSTANT_MILLIS) {
      return attributes.put(attribute, STORED, CodeBlock.of("$N.$L($S)", DECODED,
          encoding == KeyEncoding.INSTANT_SECONDS ? "instantSeconds" : "instantMillis", stored));
    }
    String parser = switch (kind) {
      case STRING -> "text";
      case LONG -> "longValue";
      case INTEGER -> "intValue";
      case SHORT -> "shortValue";
      case BYTE -> "byteValue";
      case BIG_INTEGER -> "bigInteger";
      case INSTANT -> "instant";
      case LOCAL_DATE -> "localDate";
      case UUID -> "uuid";
      case BOOLEAN -> "bool";
      default -> throw new IllegalStateException("no key encoding of " + kind);
    };
    return attributes.put(attribute, STORED, CodeBlock.of("$N.$L($S)", DECODED, parser, stored));
  }

  /** The size a HashMap needs to hold the largest item without rehashing. */
  private int capacity() {
    int keyAttributes = 0;
    for (IndexModel index : entity.allIndexes()) {
      keyAttributes += index.keys().size();
    }
    int entries = keyAttributes + entity.attributes().size() + IDENTITY_ATTRIBUTES;
    return (int) Math.ceil(entries / 0.75);
  }
}
