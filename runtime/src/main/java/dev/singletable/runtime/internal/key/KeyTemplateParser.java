package dev.singletable.runtime.internal.key;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Parses the text of a key template ({@code ORDER#${orderId}}) into its literals and placeholder
 * names, refusing every template whose keys could not be decoded back into their components.
 *
 * <p>The processor's parser has reported the same faults at compile time, with the template's
 * annotation underlined; this one re-checks at class initialization, so that a template that could
 * not decode never reaches a table. The first fault found is thrown.
 */
final class KeyTemplateParser {
  private static final String[] NONE = new String[0];

  private KeyTemplateParser() {}

  /**
   * Parses a template.
   *
   * @param entity the entity name, for messages
   * @param field the key attribute the template renders, for messages
   * @param template literal text with {@code ${name}} placeholders
   * @param maxBytes the longest key, in UTF-8 bytes, DynamoDB takes for the attribute
   * @return the parsed template
   * @throws IllegalArgumentException naming entity, field and template, as {@link KeyTemplate#parse}
   *     documents
   */
  static KeyTemplate parse(String entity, String field, String template, int maxBytes) {
    Objects.requireNonNull(entity, "entity");
    Objects.requireNonNull(field, "field");
    Objects.requireNonNull(template, "template");
    if (template.isEmpty()) {
      throw malformed(entity, field, template, "is empty");
    }
    List<String> literals = new ArrayList<>();
    List<String> names = new ArrayList<>();
    StringBuilder literal = new StringBuilder();
    int i = 0;
    while (i < template.length()) {
      char c = template.charAt(i);
      if (c == '$' && template.startsWith("{", i + 1)) {
        int close = template.indexOf('}', i + 2);
        if (close < 0) {
          throw malformed(entity, field, template, "has an unclosed ${ at index " + i);
        }
        String name = template.substring(i + 2, close);
        if (!isIdentifier(name)) {
          throw malformed(entity, field, template, "has a placeholder that is not a Java identifier: ${" + name + "}");
        }
        if (!names.isEmpty() && literal.length() == 0) {
          throw malformed(entity, field, template, "has adjacent placeholders: nothing separates ${" + name + "} from the one before");
        }
        literals.add(literal.toString());
        literal.setLength(0);
        names.add(name);
        i = close + 1;
      } else {
        if (c == KeyEscaping.ESCAPE) {
          throw malformed(entity, field, template, "has a backslash in its literal text; it is the escape character of components");
        }
        literal.append(c);
        i++;
      }
    }
    literals.add(literal.toString());
    checkComponentEnds(entity, field, template, literals, names);
    return new KeyTemplate(entity, field, template, literals.toArray(NONE), names.toArray(NONE), maxBytes);
  }

  /**
   * Decoding ends a component at the first unescaped character of the literal after it, so that
   * character must be one that text components escape: not a letter or digit, and not half of a
   * surrogate pair (escaping half a pair would split it).
   */
  private static void checkComponentEnds(String entity, String field, String template, List<String> literals,
      List<String> names) {
    for (int k = 1; k < literals.size(); k++) {
      String after = literals.get(k);
      if (!after.isEmpty() && Character.isLetterOrDigit(after.charAt(0))) {
        throw malformed(entity, field, template, "ends ${" + names.get(k - 1) + "} with '" + after.charAt(0)
            + "': a component must be followed by the end of the template or by a character that is not a letter or digit");
      }
      if (!after.isEmpty() && Character.isSurrogate(after.charAt(0))) {
        throw malformed(entity, field, template, "ends ${" + names.get(k - 1)
            + "} with a character outside the Basic Multilingual Plane, which cannot be escaped");
      }
    }
  }

  /**
   * Whether a placeholder name is a Java identifier, so that it can name a record component.
   *
   * @param name the text between {@code ${} and {@code }}
   * @return false for the empty name, and for one that starts or goes on with a character Java
   *     does not allow there
   */
  private static boolean isIdentifier(String name) {
    // By code point, as javac reads names: a component may be named with a letter outside the
    // Basic Multilingual Plane, which is two chars, neither of them an identifier part on its own.
    if (name.isEmpty() || !Character.isJavaIdentifierStart(name.codePointAt(0))) {
      return false;
    }
    // A loop rather than a stream: every entity's static initialiser parses its templates here.
    for (int i = Character.charCount(name.codePointAt(0)); i < name.length(); ) {
      int codePoint = name.codePointAt(i);
      if (!Character.isJavaIdentifierPart(codePoint)) {
        return false;
      }
      i += Character.charCount(codePoint);
    }
    return true;
  }

  private static IllegalArgumentException malformed(String entity, String field, String template, String problem) {
    return new IllegalArgumentException(entity + "." + field + ": template \"" + template + "\" " + problem);
  }
}
