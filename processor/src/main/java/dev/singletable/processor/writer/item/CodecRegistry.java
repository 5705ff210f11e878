package dev.singletable.processor.writer.item;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.model.type.ConverterModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The codecs an entity uses. A shape with a shared runtime codec ({@code Codecs.ofInstant()}) is
 * used in place; every other shape gets one {@code private static final} field, built once at class
 * initialisation and shared by every component of that shape. Fields are created inner first, so
 * each initialiser only reads fields declared above it. Nested records get a codec class each,
 * written by {@link RecordCodecWriter} from {@link #nextRecord()}.
 */
public final class CodecRegistry {
  private final EntityModel entity;
  private final NameAllocator members;
  private final NameAllocator nestedTypes;
  private final Map<Object, String> fieldNames = new HashMap<>();
  private final List<FieldSpec> fields = new ArrayList<>();
  private final Deque<RecordCodec> pendingRecords = new ArrayDeque<>();

  /** A nested record and the name of the codec class to write for it. */
  public record RecordCodec(RecordModel record, String className) {}

  /**
   * @param members allocates the generated class's field names
   * @param nestedTypes allocates the generated class's nested type names
   */
  public CodecRegistry(EntityModel entity, NameAllocator members, NameAllocator nestedTypes) {
    this.entity = entity;
    this.members = members;
    this.nestedTypes = nestedTypes;
  }

  /**
   * The codec of a component: its converter, epoch seconds for {@code @Ttl}, the form of its {@code
   * @InstantFormat}, or the codec of its shape.
   */
  CodeBlock codec(AttributeModel attribute) {
    if (attribute.is(Lifecycle.TTL)) {
      return CodeBlock.of("$T.epochSeconds()", RuntimeTypes.CODECS);
    }
    if (attribute.instantFormat().isPresent()) {
      return instantForm(attribute.instantFormat().get().form());
    }
    if (attribute.converter().isPresent()) {
      ConverterModel converter = attribute.converter().get();
      return field(converter.type(), Names.upperSnake(converter.type().simpleName()), converter.type(),
          CodeBlock.of("new $T()", converter.type()));
    }
    if (attribute.type() instanceof TypeModel.ListType list && vectorIndexOf(attribute).isPresent()) {
      // A vector holds numbers only: a stored null element is refused, as writes refuse one.
      return field(new VectorKey(list), baseName(list) + "_VECTOR", RuntimeTypes.codecOf(list.boxedType()),
          CodeBlock.of("$T.vector($L)", RuntimeTypes.CODECS, codec(list.element())));
    }
    return codec(attribute.type());
  }

  /** The field key of a vector's list codec, apart from the codec of other lists of its shape. */
  private record VectorKey(TypeModel.ListType list) {}

  /** The first of the entity's vector indexes whose vector the component is, if any. */
  private Optional<VectorIndexModel> vectorIndexOf(AttributeModel attribute) {
    return entity.vectorIndexes().stream().filter(index -> index.vector().name().equals(attribute.name())).findFirst();
  }

  /**
   * The codec of a component's attribute constant: a scalar's shared codec deferred ({@code
   * DeferredCodec.of(DeferredCodec.INTEGER)}) until a condition or update uses it, since the
   * constants are built with the entity class, which the first item written initialises, and {@code
   * toItem} needs no codec for primitives; any other as {@link #codec(AttributeModel)}.
   */
  CodeBlock constantCodec(AttributeModel attribute) {
    Optional<VectorIndexModel> vectorIndex = vectorIndexOf(attribute);
    if (vectorIndex.isPresent()) {
      // An update's set takes the vector whole: it is checked as a write checks it.
      return CodeBlock.of("$T.checked($S, $S, $S, $L, $L)", RuntimeTypes.VECTORS, entity.name(), attribute.name(),
          vectorIndex.get().indexName(), vectorIndex.get().dimensions(), codec(attribute));
    }
    if (!attribute.hasOwnInstantCodec() && attribute.converter().isEmpty()
        && attribute.type() instanceof TypeModel.Scalar scalar) {
      return CodeBlock.of("$T.of($T.$L)", RuntimeTypes.DEFERRED_CODEC, RuntimeTypes.DEFERRED_CODEC, scalar.kind().name());
    }
    return codec(attribute);
  }

  /** The runtime codec of an {@code InstantForm}, by the constant's name. */
  static CodeBlock instantForm(String form) {
    return switch (form) {
      case "EPOCH_SECONDS" -> CodeBlock.of("$T.epochSeconds()", RuntimeTypes.CODECS);
      case "EPOCH_MILLIS" -> CodeBlock.of("$T.epochMillis()", RuntimeTypes.CODECS);
      case "ISO_8601_MILLIS" -> CodeBlock.of("$T.isoInstantMillis()", RuntimeTypes.CODECS);
      case "ISO_8601_SECONDS" -> CodeBlock.of("$T.isoInstantSeconds()", RuntimeTypes.CODECS);
      default -> CodeBlock.of("$T.isoInstant()", RuntimeTypes.CODECS);
    };
  }

  /** The codec of a shape, as an expression. */
  CodeBlock codec(TypeModel type) {
    if (type instanceof TypeModel.Scalar scalar) {
      return CodeBlock.of("$T.$L()", RuntimeTypes.CODECS, method(scalar.kind()));
    }
    TypeName codecType = RuntimeTypes.codecOf(type.boxedType());
    if (type instanceof TypeModel.EnumType enumType) {
      return field(type, baseName(type), codecType, enumType.hasStoredTexts()
          ? CodeBlock.of("$T.enumOf($T.class, $T.values(),$W$L)", RuntimeTypes.CODECS, enumType.type(), enumType.type(),
              CodeBlock.join(enumType.storedTexts().stream().map(text -> CodeBlock.of("$S", text)).toList(), ", "))
          : CodeBlock.of("$T.enumOf($T.class, $T.values())", RuntimeTypes.CODECS, enumType.type(), enumType.type()));
    }
    if (type instanceof TypeModel.ListType list) {
      CodeBlock element = codec(list.element());
      return field(type, baseName(type), codecType, CodeBlock.of("$T.list($L)", RuntimeTypes.CODECS, element));
    }
    if (type instanceof TypeModel.SetType set) {
      CodeBlock initializer = set.element().kind() == ScalarKind.STRING
          ? CodeBlock.of("$T.stringSet()", RuntimeTypes.CODECS)
          : CodeBlock.of("$T.numberSet($L)", RuntimeTypes.CODECS, codec(set.element()));
      return field(type, baseName(type), codecType, initializer);
    }
    if (type instanceof TypeModel.MapType map) {
      CodeBlock value = codec(map.value());
      return field(type, baseName(type), codecType, CodeBlock.of("$T.map($L)", RuntimeTypes.CODECS, value));
    }
    if (type instanceof TypeModel.RecordType record) {
      if (!fieldNames.containsKey(type)) {
        String className = nestedTypes.newName(record.type().simpleName() + "Codec");
        pendingRecords.add(new RecordCodec(entity.record(record.type()), className));
        return field(type, baseName(type), codecType, CodeBlock.of("new $N()", className));
      }
      return CodeBlock.of("$N", fieldNames.get(type));
    }
    throw new IllegalStateException("no codec for " + type + "; the checks should have refused it");
  }

  /** The next nested record whose codec class is still to be written, or null. */
  public RecordCodec nextRecord() {
    return pendingRecords.poll();
  }

  /** The codec fields, in the order their initialisers need. */
  public List<FieldSpec> fields() {
    return List.copyOf(fields);
  }

  private CodeBlock field(Object key, String baseName, TypeName type, CodeBlock initializer) {
    String name = fieldNames.get(key);
    if (name == null) {
      name = members.newName(baseName.endsWith("_CODEC") ? baseName : baseName + "_CODEC");
      fieldNames.put(key, name);
      fields.add(FieldSpec.builder(type, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer(initializer)
          .build());
    }
    return CodeBlock.of("$N", name);
  }

  /** {@code List<Map<String, Address>>} -> {@code ADDRESS_MAP_LIST}. */
  private static String baseName(TypeModel type) {
    if (type instanceof TypeModel.Scalar scalar) {
      return scalar.kind().name();
    }
    if (type instanceof TypeModel.EnumType enumType) {
      return Names.upperSnake(enumType.type().simpleName());
    }
    if (type instanceof TypeModel.RecordType record) {
      return Names.upperSnake(record.type().simpleName());
    }
    if (type instanceof TypeModel.ListType list) {
      return baseName(list.element()) + "_LIST";
    }
    if (type instanceof TypeModel.SetType set) {
      return baseName(set.element()) + "_SET";
    }
    if (type instanceof TypeModel.MapType map) {
      return baseName(map.value()) + "_MAP";
    }
    throw new IllegalStateException("no name for " + type);
  }

  /** The {@code Codecs} method that returns the codec of a scalar. */
  private static String method(ScalarKind kind) {
    return switch (kind) {
      case STRING -> "ofString";
      case BOOLEAN -> "ofBoolean";
      case BYTE -> "ofByte";
      case SHORT -> "ofShort";
      case INTEGER -> "ofInteger";
      case LONG -> "ofLong";
      case FLOAT -> "ofFloat";
      case DOUBLE -> "ofDouble";
      case BIG_DECIMAL -> "ofBigDecimal";
      case BIG_INTEGER -> "ofBigInteger";
      case BYTES -> "ofBytes";
      case INSTANT -> "ofInstant";
      case LOCAL_DATE -> "ofLocalDate";
      case UUID -> "ofUuid";
      case DOCUMENT -> "ofDocument";
      case FLOATS -> "ofFloats";
      case DOUBLES -> "ofDoubles";
    };
  }
}
