package dev.singletable.processor.model.type;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;

/** The single-valued types singletable stores without help: each has one runtime codec. */
public enum ScalarKind {
  STRING(ClassName.get(String.class)),
  BOOLEAN(ClassName.get(Boolean.class)),
  BYTE(ClassName.get(Byte.class)),
  SHORT(ClassName.get(Short.class)),
  INTEGER(ClassName.get(Integer.class)),
  LONG(ClassName.get(Long.class)),
  FLOAT(ClassName.get(Float.class)),
  DOUBLE(ClassName.get(Double.class)),
  BIG_DECIMAL(ClassName.get("java.math", "BigDecimal")),
  BIG_INTEGER(ClassName.get("java.math", "BigInteger")),
  BYTES(ArrayTypeName.of(TypeName.BYTE)),
  INSTANT(ClassName.get("java.time", "Instant")),
  LOCAL_DATE(ClassName.get("java.time", "LocalDate")),
  UUID(ClassName.get("java.util", "UUID")),
  /** {@code Object}: a free-form document of strings, numbers, booleans, lists and maps. */
  DOCUMENT(ClassName.OBJECT),
  /** {@code float[]}: a vector, stored as a list of numbers. */
  FLOATS(ArrayTypeName.of(TypeName.FLOAT)),
  /** {@code double[]}: a vector, stored as a list of numbers. */
  DOUBLES(ArrayTypeName.of(TypeName.DOUBLE));

  private final TypeName boxedType;

  ScalarKind(TypeName boxedType) {
    this.boxedType = boxedType;
  }

  /** The Java type, boxed. */
  public TypeName boxedType() {
    return boxedType;
  }

  /** Whether values are whole numbers: what keys render as integers and {@code @Padded} pads. */
  public boolean isIntegral() {
    return this == BYTE || this == SHORT || this == INTEGER || this == LONG || this == BIG_INTEGER;
  }

  /** Whether values are numbers: what a number set (NS) can hold. */
  public boolean isNumber() {
    return isIntegral() || this == FLOAT || this == DOUBLE || this == BIG_DECIMAL;
  }
}
