package dev.singletable.processor.reading;

import dev.singletable.processor.model.Position;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Reads annotations as mirrors: finds them on elements and reads their values, defaults included. */
final class Mirrors {
  private final Elements elements;

  Mirrors(Elements elements) {
    this.elements = elements;
  }

  /** Whether a mirror is an annotation of the given type (compared by name, never by Class). */
  static boolean is(AnnotationMirror mirror, Class<? extends Annotation> type) {
    TypeElement element = (TypeElement) mirror.getAnnotationType().asElement();
    return element.getQualifiedName().contentEquals(type.getCanonicalName());
  }

  /** The annotation of that type on an element. */
  static Optional<AnnotationMirror> find(Element element, Class<? extends Annotation> type) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (is(mirror, type)) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  /** Every occurrence of a repeatable annotation, whether alone or inside its container. */
  static List<AnnotationMirror> findRepeated(
      Element element, Class<? extends Annotation> type, Class<? extends Annotation> container) {
    List<AnnotationMirror> found = new ArrayList<>();
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (is(mirror, type)) {
        found.add(mirror);
      } else if (is(mirror, container)) {
        for (Object repeated : (List<?>) explicit(mirror, "value").getValue()) {
          found.add((AnnotationMirror) ((AnnotationValue) repeated).getValue());
        }
      }
    }
    return found;
  }

  /** The value as written, or null when it is left at its default. */
  static AnnotationValue explicit(AnnotationMirror mirror, String name) {
    return valueIn(mirror.getElementValues(), name);
  }

  /** Points at a value of an annotation, or at the annotation when the value is defaulted. */
  static Position position(Element element, AnnotationMirror mirror, String name) {
    return Position.of(element, mirror, explicit(mirror, name));
  }

  /** The value, defaults included. */
  AnnotationValue value(AnnotationMirror mirror, String name) {
    AnnotationValue value = valueIn(elements.getElementValuesWithDefaults(mirror), name);
    if (value == null) {
      throw new IllegalArgumentException(mirror + " has no value " + name);
    }
    return value;
  }

  String string(AnnotationMirror mirror, String name) {
    return (String) value(mirror, name).getValue();
  }

  /** The elements of a {@code String[]} value, defaults included, each to point at. */
  List<AnnotationValue> strings(AnnotationMirror mirror, String name) {
    List<AnnotationValue> values = new ArrayList<>();
    for (Object element : (List<?>) value(mirror, name).getValue()) {
      values.add((AnnotationValue) element);
    }
    return values;
  }

  int integer(AnnotationMirror mirror, String name) {
    return (Integer) value(mirror, name).getValue();
  }

  private static AnnotationValue valueIn(
      Map<? extends ExecutableElement, ? extends AnnotationValue> values, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : values.entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(name)) {
        return entry.getValue();
      }
    }
    return null;
  }
}
