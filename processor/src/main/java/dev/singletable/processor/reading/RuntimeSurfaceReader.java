package dev.singletable.processor.reading;

import dev.singletable.processor.model.RuntimeSurface;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads the {@link RuntimeSurface}: the methods of the runtime types the generated classes extend,
 * as the compiler sees them on the class path.
 */
public final class RuntimeSurfaceReader {
  private RuntimeSurfaceReader() {}

  /**
   * The surface, or empty when a runtime type is not on the class path.
   *
   * @param missing receives the qualified name of every runtime type that could not be found
   */
  public static Optional<RuntimeSurface> read(Elements elements, List<String> missing) {
    List<Set<String>> sets = new ArrayList<>();
    for (String type : List.of(RuntimeSurface.KEY_QUERY_STEP, RuntimeSurface.ATTRIBUTE_QUERY_STEP,
        RuntimeSurface.COLLECTION_QUERY, RuntimeSurface.UPDATABLE_ATTRIBUTE, Object.class.getName())) {
      TypeElement element = elements.getTypeElement(type);
      if (element == null) {
        missing.add(type);
      } else {
        sets.add(methods(elements, element));
      }
    }
    return missing.isEmpty()
        ? Optional.of(new RuntimeSurface(sets.get(0), sets.get(1), sets.get(2), sets.get(3), sets.get(4)))
        : Optional.empty();
  }

  /**
   * The names of the instance methods a subclass in another package inherits: public and protected
   * ones. Static methods are called on their type, so a generated method of the same name hides none.
   */
  private static Set<String> methods(Elements elements, TypeElement type) {
    Set<String> names = new HashSet<>();
    for (Element member : elements.getAllMembers(type)) {
      Set<Modifier> modifiers = member.getModifiers();
      if (member.getKind() == ElementKind.METHOD && !modifiers.contains(Modifier.STATIC)
          && (modifiers.contains(Modifier.PUBLIC) || modifiers.contains(Modifier.PROTECTED))) {
        names.add(member.getSimpleName().toString());
      }
    }
    return names;
  }
}
