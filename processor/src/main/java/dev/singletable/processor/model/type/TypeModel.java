package dev.singletable.processor.model.type;

import dev.singletable.processor.model.Position;

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
   * An enum, stored by constant name, or by the text a constant declares with {@code @StoredAs}.
   *
   * @param type the enum type
   * @param constants the names of its constants, in declaration order
   * @param storedTexts the text each constant is stored as, in declaration order: its {@code
   *     @StoredAs} value, else its name
   * @param storedTextPositions where each constant declares its stored text, in declaration order;
   *     null for a constant stored by name. For messages only: not part of equality
   */
  record EnumType(ClassName type, List<String> constants, List<String> storedTexts,
      List<Position> storedTextPositions) implements TypeModel {
    /** Copies the lists: the model is immutable. */
    public EnumType {
      constants = List.copyOf(constants);
      storedTexts = List.copyOf(storedTexts);
      storedTextPositions = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(storedTextPositions));
    }

    /** An enum stored by constant names. */
    public EnumType(ClassName type, List<String> constants) {
      this(type, constants, constants, java.util.Collections.nCopies(constants.size(), null));
    }

    /** Whether a constant declares a stored text other than its name. */
    public boolean hasStoredTexts() {
      return !storedTexts.equals(constants);
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof EnumType that && type.equals(that.type) && constants.equals(that.constants)
          && storedTexts.equals(that.storedTexts);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hash(type, constants, storedTexts);
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
