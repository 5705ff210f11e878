package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.type.TypeModel;
import java.util.List;
import java.util.Optional;

/**
 * When an enum component renders its constant names without escapes ({@code MAIN_CONTENT_V2}
 * rather than {@code MAIN\_CONTENT_V2}): when no constant followed by the template's literal after
 * the component is a prefix of another constant followed by it. Then two tuples never render the
 * same key, a key splits back at the one constant it continues with, and a query prefix of one
 * constant never matches a key of another. The runtime's {@code KeyTemplate.exact} checks the same
 * rule again.
 */
public final class ExactNames {
  private ExactNames() {}

  /**
   * The constants placeholder {@code index} of {@code template} renders exactly.
   *
   * @param template the key template
   * @param index the placeholder's position, from 0
   * @param attribute the component it names
   * @return the constants, in declaration order; empty when the component is not an enum, or
   *     rendering its names exactly could make one key read as another (then it is escaped)
   */
  public static Optional<List<String>> of(KeyTemplate template, int index, AttributeModel attribute) {
    if (!(attribute.type() instanceof TypeModel.EnumType enumType) || attribute.converter().isPresent()
        || enumType.constants().isEmpty()) {
      return Optional.empty();
    }
    String literal = template.literalAfter(index);
    List<String> names = enumType.storedTexts();
    return clash(names, literal).isPresent() ? Optional.empty() : Optional.of(names);
  }

  /**
   * Two names that a key could not tell apart without escapes before {@code literal}: the first
   * followed by the literal is a prefix of the second followed by it.
   *
   * @param names the names, distinct
   * @param literal the literal after the component, empty when it ends the template
   * @return the shorter name and the longer one; empty when there are none
   */
  public static Optional<List<String>> clash(List<String> names, String literal) {
    if (literal.isEmpty()) {
      return Optional.empty();
    }
    for (String a : names) {
      for (String b : names) {
        if (!a.equals(b) && (b + literal).startsWith(a + literal)) {
          return Optional.of(List.of(a, b));
        }
      }
    }
    return Optional.empty();
  }
}
