package dev.singletable.processor.reading;

import dev.singletable.annotation.Converter;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;

/**
 * Finds the types of an entity that do not exist yet: another processor may generate them in a later
 * round, so the entity waits for it rather than being reported as unsupported.
 */
public final class Resolution {
  private Resolution() {}

  /** The first unresolved type an entity's components depend on, at any depth, if any. */
  public static Optional<String> firstUnresolved(TypeElement entity) {
    return firstUnresolvedIn(entity, new HashSet<>());
  }

  private static Optional<String> firstUnresolvedIn(TypeElement record, Set<TypeElement> visited) {
    if (record.getKind() != ElementKind.RECORD || !visited.add(record)) {
      return Optional.empty();
    }
    for (RecordComponentElement component : record.getRecordComponents()) {
      Optional<String> unresolved = firstUnresolvedIn(component.asType(), visited);
      if (unresolved.isEmpty()) {
        unresolved = Mirrors.find(component, Converter.class).flatMap(Resolution::unresolvedConverter);
      }
      if (unresolved.isPresent()) {
        return unresolved;
      }
    }
    return Optional.empty();
  }

  private static Optional<String> firstUnresolvedIn(TypeMirror type, Set<TypeElement> visited) {
    if (type.getKind() == TypeKind.ERROR) {
      return Optional.of(type.toString());
    }
    if (type instanceof ArrayType array) {
      return firstUnresolvedIn(array.getComponentType(), visited);
    }
    if (type instanceof WildcardType wildcard) {
      TypeMirror bound = wildcard.getExtendsBound() != null ? wildcard.getExtendsBound() : wildcard.getSuperBound();
      return bound == null ? Optional.empty() : firstUnresolvedIn(bound, visited);
    }
    if (type instanceof DeclaredType declared) {
      for (TypeMirror argument : declared.getTypeArguments()) {
        Optional<String> unresolved = firstUnresolvedIn(argument, visited);
        if (unresolved.isPresent()) {
          return unresolved;
        }
      }
      return firstUnresolvedIn((TypeElement) declared.asElement(), visited);
    }
    return Optional.empty();
  }

  /** A class value that does not resolve reads as an error type, or as a string in some compilers. */
  private static Optional<String> unresolvedConverter(AnnotationMirror converter) {
    Object value = Mirrors.explicit(converter, "value").getValue();
    if (value instanceof TypeMirror type && type.getKind() != TypeKind.ERROR) {
      return Optional.empty();
    }
    return Optional.of(String.valueOf(value));
  }
}
