package dev.singletable.processor.reading;

import javax.lang.model.element.AnnotationMirror;

import dev.singletable.processor.model.Position;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Reads a Java type into the shape marshalling needs. Nested records are named, and handed to a
 * consumer once per type so that the entity reader describes each of them once, even when a record
 * holds itself.
 */
final class TypeReader {
  private static final Map<String, ScalarKind> SCALARS = Map.ofEntries(
      Map.entry("java.lang.String", ScalarKind.STRING),
      Map.entry("java.lang.Boolean", ScalarKind.BOOLEAN),
      Map.entry("java.lang.Byte", ScalarKind.BYTE),
      Map.entry("java.lang.Short", ScalarKind.SHORT),
      Map.entry("java.lang.Integer", ScalarKind.INTEGER),
      Map.entry("java.lang.Long", ScalarKind.LONG),
      Map.entry("java.lang.Float", ScalarKind.FLOAT),
      Map.entry("java.lang.Double", ScalarKind.DOUBLE),
      Map.entry("java.math.BigDecimal", ScalarKind.BIG_DECIMAL),
      Map.entry("java.math.BigInteger", ScalarKind.BIG_INTEGER),
      Map.entry("java.time.Instant", ScalarKind.INSTANT),
      Map.entry("java.time.LocalDate", ScalarKind.LOCAL_DATE),
      Map.entry("java.util.UUID", ScalarKind.UUID),
      Map.entry("java.lang.Object", ScalarKind.DOCUMENT));

  private final Elements elements;
  private final String fromPackage;
  private final Consumer<TypeElement> nestedRecords;

  /**
   * @param fromPackage the package of the generated code, which must be able to name every type
   * @param nestedRecords receives every record type met
   */
  TypeReader(Elements elements, String fromPackage, Consumer<TypeElement> nestedRecords) {
    this.elements = elements;
    this.fromPackage = fromPackage;
    this.nestedRecords = nestedRecords;
  }

  TypeModel read(TypeMirror type) {
    return switch (type.getKind()) {
      case BOOLEAN -> new TypeModel.Scalar(ScalarKind.BOOLEAN);
      case BYTE -> new TypeModel.Scalar(ScalarKind.BYTE);
      case SHORT -> new TypeModel.Scalar(ScalarKind.SHORT);
      case INT -> new TypeModel.Scalar(ScalarKind.INTEGER);
      case LONG -> new TypeModel.Scalar(ScalarKind.LONG);
      case FLOAT -> new TypeModel.Scalar(ScalarKind.FLOAT);
      case DOUBLE -> new TypeModel.Scalar(ScalarKind.DOUBLE);
      case ARRAY -> switch (((ArrayType) type).getComponentType().getKind()) {
        case BYTE -> new TypeModel.Scalar(ScalarKind.BYTES);
        case FLOAT -> new TypeModel.Scalar(ScalarKind.FLOATS);
        case DOUBLE -> new TypeModel.Scalar(ScalarKind.DOUBLES);
        default -> unsupported(type);
      };
      case DECLARED -> declared((DeclaredType) type);
      default -> unsupported(type);
    };
  }

  private TypeModel declared(DeclaredType type) {
    TypeElement element = (TypeElement) type.asElement();
    String name = element.getQualifiedName().toString();
    List<? extends TypeMirror> arguments = type.getTypeArguments();
    ScalarKind scalar = SCALARS.get(name);
    if (scalar != null) {
      return new TypeModel.Scalar(scalar);
    }
    switch (name) {
      case "java.util.List":
        return arguments.size() == 1 ? new TypeModel.ListType(read(arguments.get(0))) : unsupported(type);
      case "java.util.Set":
        if (arguments.size() == 1
            && read(arguments.get(0)) instanceof TypeModel.Scalar setElement
            && (setElement.kind() == ScalarKind.STRING || setElement.kind().isNumber())) {
          return new TypeModel.SetType(setElement);
        }
        return unsupported(type);
      case "java.util.Map":
        if (arguments.size() == 2 && read(arguments.get(0)) instanceof TypeModel.Scalar key
            && key.kind() == ScalarKind.STRING) {
          return new TypeModel.MapType(read(arguments.get(1)));
        }
        return unsupported(type);
      default:
        break;
    }
    if (!Access.isAccessible(element, fromPackage, elements)) {
      return unsupported(type);
    }
    if (element.getKind() == ElementKind.ENUM) {
      List<String> constants = new ArrayList<>();
      List<String> storedTexts = new ArrayList<>();
      List<Position> positions = new ArrayList<>();
      for (Element enclosed : element.getEnclosedElements()) {
        if (enclosed.getKind() == ElementKind.ENUM_CONSTANT) {
          String constant = enclosed.getSimpleName().toString();
          constants.add(constant);
          Position position = null;
          String text = constant;
          for (AnnotationMirror mirror : enclosed.getAnnotationMirrors()) {
            if (((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName()
                .contentEquals("dev.singletable.annotation.StoredAs")) {
              for (var entry : mirror.getElementValues().entrySet()) {
                if (entry.getKey().getSimpleName().contentEquals("value")) {
                  text = String.valueOf(entry.getValue().getValue());
                  position = Position.of(enclosed, mirror, entry.getValue());
                }
              }
            }
          }
          storedTexts.add(text);
          positions.add(position);
        }
      }
      return new TypeModel.EnumType(ClassName.get(element), constants, storedTexts, positions);
    }
    if (element.getKind() == ElementKind.RECORD && element.getTypeParameters().isEmpty()) {
      nestedRecords.accept(element);
      return new TypeModel.RecordType(ClassName.get(element));
    }
    return unsupported(type);
  }

  private static TypeModel unsupported(TypeMirror type) {
    return new TypeModel.Unsupported(TypeName.get(type));
  }
}
