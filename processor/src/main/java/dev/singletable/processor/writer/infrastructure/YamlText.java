package dev.singletable.processor.writer.infrastructure;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The JSON trees of {@link JsonText} as YAML in block style, for the CloudFormation template's YAML
 * twin: maps as {@code key: value}, lists as {@code - item}, two spaces per level. A string is
 * written plain when YAML cannot read it as anything else, in single quotes otherwise, in double
 * quotes when it holds a control character. Intrinsic functions stay in their long form ({@code
 * Ref:}, {@code Fn::GetAtt:}), which CloudFormation reads in YAML as in JSON.
 */
final class YamlText {
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_./:-]*");
  /** Words YAML 1.1 readers take for booleans or null. */
  private static final Set<String> RESERVED = Set.of("y", "n", "yes", "no", "true", "false", "on", "off", "null");

  private YamlText() {}

  /** The tree as YAML text, ending with a newline. */
  static String write(Object value) {
    StringBuilder text = new StringBuilder();
    if (value instanceof Map<?, ?> map && !map.isEmpty()) {
      map(text, map, 0, false);
    } else if (value instanceof List<?> list && !list.isEmpty()) {
      list(text, list, 0, false);
    } else {
      scalar(text, value);
      text.append('\n');
    }
    return text.toString();
  }

  /** Writes a map's entries at {@code indent}; the first on the current line when {@code inline}. */
  private static void map(StringBuilder text, Map<?, ?> map, int indent, boolean inline) {
    boolean first = true;
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      if (!(first && inline)) {
        text.append(" ".repeat(indent));
      }
      first = false;
      scalar(text, entry.getKey());
      text.append(':');
      value(text, entry.getValue(), indent);
    }
  }

  /** Writes a list's items at {@code indent}; the first on the current line when {@code inline}. */
  private static void list(StringBuilder text, List<?> list, int indent, boolean inline) {
    boolean first = true;
    for (Object item : list) {
      if (!(first && inline)) {
        text.append(" ".repeat(indent));
      }
      first = false;
      text.append("- ");
      if (item instanceof Map<?, ?> map && !map.isEmpty()) {
        map(text, map, indent + 2, true);
      } else if (item instanceof List<?> inner && !inner.isEmpty()) {
        list(text, inner, indent + 2, true);
      } else {
        flow(text, item);
        text.append('\n');
      }
    }
  }

  /** The value of a map entry whose key ends the current line so far. */
  private static void value(StringBuilder text, Object value, int indent) {
    if (value instanceof Map<?, ?> map && !map.isEmpty()) {
      text.append('\n');
      map(text, map, indent + 2, false);
    } else if (value instanceof List<?> list && !list.isEmpty()) {
      text.append('\n');
      list(text, list, indent + 2, false);
    } else {
      text.append(' ');
      flow(text, value);
      text.append('\n');
    }
  }

  /** A scalar, or an empty map or list. */
  private static void flow(StringBuilder text, Object value) {
    if (value instanceof Map<?, ?>) {
      text.append("{}");
    } else if (value instanceof List<?>) {
      text.append("[]");
    } else {
      scalar(text, value);
    }
  }

  private static void scalar(StringBuilder text, Object value) {
    if (!(value instanceof String string)) {
      JsonText.scalar(text, value);
    } else if (PLAIN.matcher(string).matches() && !string.endsWith(":")
        && !RESERVED.contains(string.toLowerCase(java.util.Locale.ROOT))) {
      text.append(string);
    } else if (string.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
      JsonText.quote(text, string);
    } else {
      text.append('\'').append(string.replace("'", "''")).append('\'');
    }
  }
}
