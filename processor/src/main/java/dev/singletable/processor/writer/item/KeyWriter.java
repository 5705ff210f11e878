package dev.singletable.processor.writer.item;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.ExactNames;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.ShardModel;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.Javadoc;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import javax.lang.model.element.Modifier;

/**
 * Writes the keys of an entity: a {@code KeyTemplate} field per key, a static builder per key that
 * takes the template's components in order ({@code pk(...)}, {@code sk(...)}, {@code byTypePk(...)}),
 * and {@code key(...)}, the primary key as attribute values. Builders render through the template's
 * typed encoders, so the runtime escapes text and refuses nulls and out-of-range numbers.
 */
public final class KeyWriter {
  private final EntityModel entity;
  private final IndexModel primary;
  private final Map<KeyModel, String> templateFields = new IdentityHashMap<>();

  /** @param members allocates the template fields' names */
  public KeyWriter(EntityModel entity, NameAllocator members) {
    this.entity = entity;
    this.primary = entity.primary().orElseThrow();
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        String prefix = index.isPrimary() ? "" : Names.upperSnake(index.javaName()) + "_";
        templateFields.put(key, members.newName(prefix + (isPartitionKey(index, key) ? "PK" : "SK")));
      }
    }
  }

  /** {@code private static final KeyTemplate PK = KeyTemplate.parse(NAME, "pk", "...")} per key. */
  public List<FieldSpec> templateFields() {
    List<FieldSpec> fields = new ArrayList<>();
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        fields.add(FieldSpec.builder(RuntimeTypes.KEY_TEMPLATE, templateFields.get(key),
                Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer(initializer(index, key, key.field()))
            .build());
      }
    }
    return fields;
  }

  /** The initializer of a key's template field, for the key attribute {@code field}. */
  private CodeBlock initializer(IndexModel index, KeyModel key, String field) {
    CodeBlock.Builder initializer = CodeBlock.builder().add("$T.$N(NAME, $S, $S)", RuntimeTypes.KEY_TEMPLATE,
        isPartitionKey(index, key) ? "parse" : "parseSortKey", field, key.template().text());
    initializer.add(unescaped(entity, key));
    initializer.add(casing(key));
    List<String> placeholders = key.template().placeholders().stream().map(p -> p.name()).toList();
    for (int i = 0; i < placeholders.size(); i++) {
      int position = i;
      initializer.add(storedTexts(attribute(placeholders.get(i)), i));
      exactNames(key, i).ifPresent(names -> initializer.add("\n.exact($L, $L)", position,
          CodeBlock.join(names.stream().map(name -> CodeBlock.of("$S", name)).toList(), ", ")));
    }
    if (key.typed()) {
      initializer.add(key.number() ? "\n.numeric()" : "\n.binary()");
    } else if (entity.componentStoredAs(key).isPresent()) {
      initializer.add("\n.componentAttribute()");
    }
    if (index.partialKeys()) {
      initializer.add("\n.partial()");
    }
    return initializer.build();
  }

  /**
   * The primary key whose template renders every record exactly as the index key {@code key}'s
   * does: a string key of the same kind (partition or sort, so the same length limit), the same
   * template text and the same modifiers, without a shard component. {@code toItem} then stores the
   * primary key's value again instead of rendering it twice, and {@code fromItem} does not walk an
   * index key holding the same text as that primary key, which it has checked. Empty for every other
   * key.
   */
  public Optional<KeyModel> samePrimaryKey(IndexModel index, KeyModel key) {
    if (index.isPrimary() || key.typed() || key.template().placeholders().isEmpty()
        || key.template().componentNames().stream()
            .anyMatch(component -> entity.shard().filter(shard -> shard.component().equals(component)).isPresent())) {
      return Optional.empty();
    }
    CodeBlock rendering = initializer(index, key, "");
    return primary.keys().stream()
        .filter(candidate -> !candidate.typed() && isPartitionKey(primary, candidate) == isPartitionKey(index, key)
            && initializer(primary, candidate, "").equals(rendering))
        .findFirst();
  }

  /**
   * {@code .unescaped()} after a string key's template of an entity whose keys are stored without
   * escapes ({@code @Entity(unescapedKeys = true)}); nothing otherwise.
   */
  public static CodeBlock unescaped(EntityModel entity, KeyModel key) {
    return entity.identity().unescapedKeys() && !key.typed() ? CodeBlock.of("\n.unescaped()") : CodeBlock.of("");
  }

  /**
   * {@code .lowerCase()} or {@code .upperCase()} after a string key's template that folds its values'
   * case ({@code @Pk(casing = ...)}), before {@code .exact(...)}, which folds the names it is given;
   * nothing otherwise.
   */
  public static CodeBlock casing(KeyModel key) {
    return switch (key.typed() ? "NONE" : key.casing()) {
      case "LOWER" -> CodeBlock.of("\n.lowerCase()");
      case "UPPER" -> CodeBlock.of("\n.upperCase()");
      default -> CodeBlock.of("");
    };
  }

  /** The static builder of every key, primary index first. */
  public List<MethodSpec> builders() {
    List<MethodSpec> builders = new ArrayList<>();
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        builders.add(builder(index, key));
      }
    }
    return builders;
  }

  private MethodSpec builder(IndexModel index, KeyModel key) {
    String field = templateFields.get(key);
    List<String> components = key.template().componentNames();
    List<CodeBlock> rendered = encodedComponents(key, placeholder -> placeholder);
    MethodSpec.Builder method = MethodSpec.methodBuilder(builderName(index, key))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addParameters(parameters(components));
    Optional<InPlace> text = inPlace(key, placeholder -> placeholder).filter(inPlace -> inPlace.kind().equals("Text"));
    if (text.isPresent()) {
      // One pass over each value and no builder when it needs no escape, as most keys.
      method.addStatement("return $N.renderText($L)", field, CodeBlock.join(text.get().arguments(), ",$W"));
    } else {
      method.addStatement("return $N.render($L)", field, CodeBlock.join(rendered, ",$W"));
    }
    method.addJavadoc("Renders the $L $L$L: $L.\n\n",
        isPartitionKey(index, key) ? "partition key" : "sort key",
        Names.code(key.field()),
        index.isPrimary() ? "" : " of index " + Names.code(index.indexName()) + " (" + Names.code(index.name()) + ")",
        Names.code(key.template().text()));
    Javadoc.components(method, components);
    method.addJavadoc("@return the rendered key\n");
    if (!components.isEmpty()) {
      method.addJavadoc("@throws $T when a component is null or cannot be rendered\n", RuntimeTypes.INVALID_VALUE_EXCEPTION);
    }
    return method.build();
  }

  /** {@code key(...)}: the primary key attributes, from the components of the pk then the sk. */
  public MethodSpec keyMethod() {
    List<CodeBlock> entries = new ArrayList<>();
    for (KeyModel key : primary.keys()) {
      entries.add(CodeBlock.of("$S, $L", key.field(),
          attributeValue(key, call(primary, key, component -> CodeBlock.of("$N", component)))));
    }
    MethodSpec.Builder method = MethodSpec.methodBuilder("key")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(ParameterizedTypeName.get(RuntimeTypes.TYPED_KEY, entity.recordType()))
        .addParameters(parameters(primary.componentNames()))
        .addStatement("return $T.of($T.of($L))", RuntimeTypes.TYPED_KEY, Map.class, Names.arguments(entries, 1));
    method.addJavadoc("The primary key of $L item: $L.\n\n", Names.withArticle(entity.name()),
        String.join(" and ", primary.keys().stream().map(key -> Names.code(key.field())).toList()));
    Javadoc.components(method, primary.componentNames());
    method.addJavadoc("@return the key attributes, as GetItem, DeleteItem and conditions take them\n");
    if (!primary.componentNames().isEmpty()) {
      method.addJavadoc("@throws $T when a component is null or cannot be rendered\n", RuntimeTypes.INVALID_VALUE_EXCEPTION);
    }
    return method.build();
  }

  /**
   * The attribute value of a rendered key: {@code AttributeValue.createS(rendered)} for a string
   * key, {@code PK.attributeValue(rendered)} (a number) for a key stored as a number.
   */
  CodeBlock attributeValue(KeyModel key, CodeBlock rendered) {
    return key.typed()
        ? CodeBlock.of("$N.attributeValue($L)", templateFields.get(key), rendered)
        : CodeBlock.of("$T.createS($L)", RuntimeTypes.ATTRIBUTE_VALUE, rendered);
  }

  /** A call of a key's builder, with each component's value as {@code argument} gives it. */
  public CodeBlock call(IndexModel index, KeyModel key, Function<String, CodeBlock> argument) {
    List<CodeBlock> arguments = key.template().componentNames().stream().map(argument).toList();
    return CodeBlock.of("$N($L)", builderName(index, key), CodeBlock.join(arguments, ",$W"));
  }

  /**
   * A key's components encoded as its builder encodes them, each read from the expression {@code
   * argument} gives for the component's name: what the template renders, or compares in place.
   */
  public List<CodeBlock> encodedComponents(KeyModel key, Function<String, String> argument) {
    List<CodeBlock> encoded = new ArrayList<>();
    List<String> placeholders = key.template().placeholders().stream().map(p -> p.name()).toList();
    for (int i = 0; i < placeholders.size(); i++) {
      encoded.add(encode(key, i, argument.apply(placeholders.get(i))));
    }
    return encoded;
  }

  /**
   * {@code LOANS_PK.renderPartial(memberId == null ? null : LOANS_PK.text(0, memberId))}: a key of an
   * index written with only the components present ({@code @Gsi(partialKeys = true)}), each read from
   * the expression {@code argument} gives for the component's name.
   */
  public CodeBlock renderPartial(KeyModel key, Function<String, String> argument) {
    List<CodeBlock> encoded = new ArrayList<>();
    List<String> placeholders = key.template().placeholders().stream().map(p -> p.name()).toList();
    for (int i = 0; i < placeholders.size(); i++) {
      String read = argument.apply(placeholders.get(i));
      CodeBlock encoding = encode(key, i, read);
      encoded.add(attribute(placeholders.get(i)).isPrimitive() ? encoding
          : CodeBlock.of("$L == null ? null : $L", read, encoding));
    }
    return CodeBlock.of("$N.renderPartial($L)", templateFields.get(key), CodeBlock.join(encoded, ",$W"));
  }

  /**
   * How a stored key of one or two text components, or of one primitive number padded to a width, is
   * compared with the component's value in place ({@code StoredKeys.checkText} / {@code checkPadded},
   * or their {@code checkStored...} forms): the method's suffix and the arguments after the template,
   * the value read from the expression {@code argument} gives. Empty for every other key, which is
   * compared with its {@linkplain #encodedComponents encoded components}.
   */
  public Optional<InPlace> inPlace(KeyModel key, Function<String, String> argument) {
    List<String> placeholders = key.template().placeholders().stream().map(p -> p.name()).toList();
    if (key.number() || key.binary() || placeholders.isEmpty() || placeholders.size() > 2) {
      return Optional.empty();
    }
    List<CodeBlock> values = new ArrayList<>();
    for (int i = 0; i < placeholders.size(); i++) {
      values.add(CodeBlock.of("$N", argument.apply(placeholders.get(i))));
    }
    if (isText(key, 0) && (placeholders.size() == 1 || isText(key, 1))) {
      return Optional.of(new InPlace("Text", values));
    }
    AttributeModel attribute = attribute(placeholders.get(0));
    if (placeholders.size() == 1 && attribute.keyEncoding().orElseThrow() == KeyEncoding.PADDED
        && attribute.isPrimitive()) {
      // A padded component is never an enum's exact name, nor a shard (an integer).
      return Optional.of(new InPlace("Padded",
          List.of(values.get(0), CodeBlock.of("$L", attribute.padding().orElseThrow().width()))));
    }
    return Optional.empty();
  }

  /**
   * The steps that walk a stored key against its components in place ({@code KeyTemplate.walkText},
   * {@code walkInstant}, ...), one per component, each continuing from the local {@code at} in the
   * key text {@code keyText}, the value read from the expression {@code argument} gives: for a string
   * key whose every component has a step (text and enums, plain, padded and ordered whole numbers,
   * instants, dates, UUIDs, booleans). Empty for any other key, which is compared with its
   * {@linkplain #encodedComponents encoded components}.
   */
  public Optional<List<CodeBlock>> walk(KeyModel key, Function<String, String> argument, String keyText, String at) {
    if (key.number() || key.binary()) {
      return Optional.empty();
    }
    String template = templateFields.get(key);
    List<String> placeholders = key.template().placeholders().stream().map(p -> p.name()).toList();
    List<CodeBlock> steps = new ArrayList<>();
    for (int i = 0; i < placeholders.size(); i++) {
      String component = placeholders.get(i);
      AttributeModel attribute = attribute(component);
      String variable = argument.apply(component);
      if (attribute.converter().isPresent() || entity.shard().filter(s -> s.component().equals(component)).isPresent()) {
        return Optional.empty();
      }
      String step = exactNames(key, i).isPresent() ? "walkExact" : step(attribute);
      if (step == null) {
        return Optional.empty();
      }
      CodeBlock value = step.equals("walkInteger") || step.equals("walkPadded") || step.equals("walkOrdered")
          ? integral(attribute, variable) : CodeBlock.of("$L", variable);
      steps.add(step.equals("walkPadded")
          ? CodeBlock.of("$N.$L($N, $N, $L, $L, $L)", template, step, keyText, at, i, value,
              attribute.padding().orElseThrow().width())
          : CodeBlock.of("$N.$L($N, $N, $L, $L)", template, step, keyText, at, i, value));
    }
    return Optional.of(steps);
  }

  /** The walk step of a component that is not an exactly rendered enum; null when it has none. */
  private static String step(AttributeModel attribute) {
    boolean whole = attribute.type() instanceof TypeModel.Scalar scalar && switch (scalar.kind()) {
      case LONG, INTEGER, SHORT, BYTE -> true;
      default -> false;
    };
    return switch (attribute.keyEncoding().orElseThrow()) {
      case TEXT -> attribute.type() instanceof TypeModel.EnumType
          || attribute.javaType().equals(ClassName.get(String.class)) ? "walkText" : null;
      case INTEGER -> whole ? "walkInteger" : null;
      case PADDED -> whole ? "walkPadded" : null;
      case ORDERED -> whole ? "walkOrdered" : null;
      case INSTANT -> "walkInstant";
      case INSTANT_SECONDS -> "walkInstantSeconds";
      case INSTANT_MILLIS -> "walkInstantMillis";
      case LOCAL_DATE -> "walkLocalDate";
      case UUID -> "walkUuid";
      case BOOLEAN -> "walkBool";
      case DESCENDING -> null;
    };
  }

  /** Whether placeholder {@code i} of a key is a {@code String} encoded as escaped text. */
  private boolean isText(KeyModel key, int i) {
    String component = key.template().placeholders().get(i).name();
    AttributeModel attribute = attribute(component);
    return exactNames(key, i).isEmpty()
        && entity.shard().filter(shard -> shard.component().equals(component)).isEmpty()
        && attribute.keyEncoding().orElseThrow() == KeyEncoding.TEXT
        && attribute.javaType().equals(ClassName.get(String.class));
  }

  /**
   * A key compared in place: {@code StoredKeys.check<kind>} with {@code arguments} after the template.
   *
   * @param kind {@code Text} or {@code Padded}
   * @param arguments the component's value, then the width of a padded one
   */
  public record InPlace(String kind, List<CodeBlock> arguments) {}

  /** A call of {@code key(...)}, with each component's value as {@code argument} gives it. */
  public CodeBlock keyCall(Function<String, CodeBlock> argument) {
    List<CodeBlock> arguments = primary.componentNames().stream().map(argument).toList();
    return CodeBlock.of("key($L)", CodeBlock.join(arguments, ",$W"));
  }

  /** The parameters of the primary key's components, as {@code get} and {@code delete} take them. */
  public List<ParameterSpec> keyParameters() {
    return parameters(primary.componentNames());
  }

  /** The primary key's component names, in {@code key(...)} order. */
  public List<String> keyComponents() {
    return primary.componentNames();
  }

  /** One parameter per component, named and typed as the component. */
  public List<ParameterSpec> parameters(List<String> components) {
    List<ParameterSpec> parameters = new ArrayList<>();
    for (String component : components) {
      parameters.add(ParameterSpec.builder(attribute(component).javaType(), component).build());
    }
    return parameters;
  }

  /**
   * The encoding of placeholder {@code position} of a key's template ({@code SK.text(0, city)}), from
   * the variable {@code variable}: builders pass the component's parameter, query steps their own.
   */
  public CodeBlock encode(KeyModel key, int position, String variable) {
    String component = key.template().placeholders().get(position).name();
    if (exactNames(key, position).isPresent()) {
      return CodeBlock.of("$N.exact($L, $N)", templateFields.get(key), position, variable);
    }
    AttributeModel attribute = attribute(component);
    if (key.binary()) {
      return CodeBlock.of("$N.binary($L, $N)", templateFields.get(key), position, variable);
    }
    if (key.number() && attribute.type() instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.BIG_DECIMAL) {
      return CodeBlock.of("$N.decimal($L, $N)", templateFields.get(key), position, variable);
    }
    if (entity.shard().filter(shard -> shard.component().equals(component)).isPresent()
        && attribute.keyEncoding().orElseThrow() == KeyEncoding.INTEGER) {
      // A key names a shard the sharded query reads, or none at all.
      ShardModel shard = entity.shard().get();
      return CodeBlock.of("$N.integer($L, $T.check(NAME, $S, $N, $L, $L))", templateFields.get(key), position,
          RuntimeTypes.SHARDS, component, variable, shard.first(), shard.shards());
    }
    return encode(templateFields.get(key), position, attribute, variable);
  }

  /**
   * {@code .storedTexts(0, "0", "1")}: the texts an enum component's constants are stored as, by
   * ordinal, when one declares {@code @StoredAs}; empty otherwise.
   */
  public static CodeBlock storedTexts(AttributeModel attribute, int position) {
    if (attribute.converter().isPresent() || !(attribute.type() instanceof TypeModel.EnumType enumType)
        || !enumType.hasStoredTexts()) {
      return CodeBlock.of("");
    }
    return CodeBlock.of("\n.storedTexts($L, $L)", position,
        CodeBlock.join(enumType.storedTexts().stream().map(text -> CodeBlock.of("$S", text)).toList(), ", "));
  }

  /** The constants an enum placeholder renders without escapes, when {@link ExactNames} allows it. */
  private Optional<List<String>> exactNames(KeyModel key, int position) {
    String component = key.template().placeholders().get(position).name();
    return ExactNames.of(key.template(), position, attribute(component));
  }

  /**
   * For an entity whose keys are stored without escapes, the checks of the text components of an
   * index's keys that {@code include} names ({@code KeyTemplate.checkText}): a value holding the
   * character that ends its component in that key is refused at a write that leaves the index out
   * (another of its components is null), not at the later write that fills the index in. Empty for an
   * entity that escapes its keys, where every value can be held.
   *
   * @param index a secondary index
   * @param include which of the index's components to check
   * @param value the expression giving a component's value
   */
  public CodeBlock unescapedTextChecks(IndexModel index, Predicate<String> include, Function<String, CodeBlock> value) {
    CodeBlock.Builder checks = CodeBlock.builder();
    if (!entity.identity().unescapedKeys()) {
      return checks.build();
    }
    for (KeyModel key : index.keys()) {
      if (key.typed()) {
        continue;
      }
      List<KeyTemplate.Placeholder> placeholders = key.template().placeholders();
      for (int i = 0; i < placeholders.size(); i++) {
        String name = placeholders.get(i).name();
        AttributeModel attribute = attribute(name);
        if (include.test(name) && attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.Scalar scalar
            && scalar.kind() == ScalarKind.STRING) {
          checks.addStatement("$N.checkText($L, $L)", templateField(key), i, value.apply(name));
        }
      }
    }
    return checks.build();
  }

  /** The name of the field holding a key's template. */
  public String templateField(KeyModel key) {
    return templateFields.get(key);
  }

  /** The encoding of a component with the template in field {@code template}, from {@code variable}. */
  public static CodeBlock encode(String template, int index, AttributeModel attribute, String variable) {
    KeyEncoding encoding = attribute.keyEncoding().orElseThrow();
    return switch (encoding) {
      case TEXT -> CodeBlock.of("$N.text($L, $N)", template, index, variable);
      case INTEGER -> CodeBlock.of("$N.integer($L, $L)", template, index, integral(attribute, variable));
      case PADDED -> CodeBlock.of("$N.padded($L, $L, $L)", template, index, integral(attribute, variable),
          attribute.padding().orElseThrow().width());
      case DESCENDING -> CodeBlock.of("$N.descending($L, $L, $L)", template, index, integral(attribute, variable),
          attribute.padding().orElseThrow().width());
      case ORDERED -> CodeBlock.of("$N.ordered($L, $L)", template, index, integral(attribute, variable));
      case INSTANT -> CodeBlock.of("$N.instant($L, $N)", template, index, variable);
      case INSTANT_SECONDS -> CodeBlock.of("$N.instantSeconds($L, $N)", template, index, variable);
      case INSTANT_MILLIS -> CodeBlock.of("$N.instantMillis($L, $N)", template, index, variable);
      case LOCAL_DATE -> CodeBlock.of("$N.localDate($L, $N)", template, index, variable);
      case UUID -> CodeBlock.of("$N.uuid($L, $N)", template, index, variable);
      case BOOLEAN -> CodeBlock.of("$N.bool($L, $N)", template, index, variable);
    };
  }

  /**
   * A numeric variable as the encoders take it: {@code long}, {@code Long} or {@code BigInteger}
   * for whole numbers, decimals, doubles and floats as they are.
   * A boxed {@code Integer} would unbox (and throw a bare NullPointerException) on the way to {@code
   * long}, so it is widened to {@code Long} with its null kept for the runtime to report.
   */
  private static CodeBlock integral(AttributeModel attribute, String variable) {
    ScalarKind kind = ((TypeModel.Scalar) attribute.type()).kind();
    boolean narrowBox = !attribute.isPrimitive()
        && (kind == ScalarKind.INTEGER || kind == ScalarKind.SHORT || kind == ScalarKind.BYTE);
    return narrowBox
        ? CodeBlock.of("$N == null ? null : $N.longValue()", variable, variable)
        : CodeBlock.of("$N", variable);
  }

  public AttributeModel attribute(String component) {
    return entity.attribute(component).orElseThrow();
  }

  /** The name of a key's static builder: {@code pk}, {@code sk}, {@code byTypePk}. */
  public static String builderName(IndexModel index, KeyModel key) {
    String suffix = isPartitionKey(index, key) ? "Pk" : "Sk";
    return index.isPrimary() ? suffix.toLowerCase(Locale.ROOT) : index.javaName() + suffix;
  }

  private static boolean isPartitionKey(IndexModel index, KeyModel key) {
    return key == index.pk();
  }
}
