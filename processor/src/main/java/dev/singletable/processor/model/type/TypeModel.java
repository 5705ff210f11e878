package dev.singletable.processor.model.type;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The shape of a stored value, as far as marshalling cares: which codec stores it. Containers hold
 * the shapes of their elements, nested records are named and described once in {@link
 * dev.singletable.processor.model.entity.EntityModel#records()}, and a type singletable cannot
 * store is kept as {@link Unsupported} for the checks to report.
 */
public sealed interface TypeModel {

  /** The Java type, boxed: what a codec of this shape is parameterised with. */
  TypeName boxedType();

  /** The first part of this shape that cannot be stored, if any. */
  default Optional<Unsupported> firstUnsupported() {
    return Optional.empty();
  }

  /**
   * A type with its own runtime codec.
   *
   * @param kind which one
   */
  record Scalar(ScalarKind kind) implements TypeModel {
    @Override
    public TypeName boxedType() {
      return kind.boxedType();
    }
  }

  /**
   * An enum, stored by constant name.
   *
   * @param type the enum type
   * @param constants the names of its constants, in declaration order
   */
  record EnumType(ClassName type, List<String> constants) implements TypeModel {
    /** Copies the list: the model is immutable. */
    public EnumType {
      constants = List.copyOf(constants);
    }

    @Override
    public TypeName boxedType() {
      return type;
    }
  }

  /**
   * {@code List<E>}, stored as a list (L).
   *
   * @param element the element shape
   */
  record ListType(TypeModel element) implements TypeModel {
    @Override
    public TypeName boxedType() {
      return ParameterizedTypeName.get(ClassName.get(List.class), element.boxedType());
    }

    @Override
    public Optional<Unsupported> firstUnsupported() {
      return element.firstUnsupported();
    }
  }

  /**
   * {@code Set<E>} of strings (SS) or numbers (NS); the reader turns other sets into {@link
   * Unsupported}.
   *
   * @param element the element shape, a string or number scalar
   */
  record SetType(Scalar element) implements TypeModel {
    @Override
    public TypeName boxedType() {
      return ParameterizedTypeName.get(ClassName.get(Set.class), element.boxedType());
    }
  }

  /**
   * {@code Map<String, V>}, stored as a map (M).
   *
   * @param value the value shape
   */
  record MapType(TypeModel value) implements TypeModel {
    @Override
    public TypeName boxedType() {
      return ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), value.boxedType());
    }

    @Override
    public Optional<Unsupported> firstUnsupported() {
      return value.firstUnsupported();
    }
  }

  /**
   * A record nested in an entity, stored as a map (M) of its components; described in {@link
   * dev.singletable.processor.model.entity.EntityModel#records()}.
   *
   * @param type the record type
   */
  record RecordType(ClassName type) implements TypeModel {
    @Override
    public TypeName boxedType() {
      return type;
    }
  }

  /**
   * A type singletable cannot store without a {@code @Converter}.
   *
   * @param type the type as written
   */
  record Unsupported(TypeName type) implements TypeModel {
    @Override
    public TypeName boxedType() {
      return type.isPrimitive() ? type.box() : type;
    }

    @Override
    public Optional<Unsupported> firstUnsupported() {
      return Optional.of(this);
    }
  }
}
