package dev.singletable.processor.writer.infrastructure;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON as the infrastructure writers build it: a {@code Map<String, Object>} in insertion order is
 * an object, a {@code List<?>} an array, then strings, numbers, booleans and {@code null}. Writes
 * with two spaces of indentation and a final newline, the same bytes for the same tree; reads the
 * example file ({@link ExampleFile}). No dependency: the processor ships JavaPoet alone.
 */
final class JsonText {
  private JsonText() {}

  /** An object of the given keys and values, in that order; a null value is kept. */
  static Map<String, Object> object(Object... keysAndValues) {
    Map<String, Object> object = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      object.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return object;
  }

  /** The tree as JSON text. */
  static String write(Object value) {
    StringBuilder text = new StringBuilder();
    write(text, value, 0);
    return text.append('\n').toString();
  }

  private static void write(StringBuilder text, Object value, int depth) {
    if (value instanceof Map<?, ?> map) {
      if (map.isEmpty()) {
        text.append("{}");
        return;
      }
      text.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        text.append(first ? "\n" : ",\n");
        first = false;
        indent(text, depth + 1);
        quote(text, (String) entry.getKey());
        text.append(": ");
        write(text, entry.getValue(), depth + 1);
      }
      text.append('\n');
      indent(text, depth);
      text.append('}');
    } else if (value instanceof List<?> list) {
      if (list.isEmpty()) {
        text.append("[]");
        return;
      }
      text.append('[');
      boolean first = true;
      for (Object element : list) {
        text.append(first ? "\n" : ",\n");
        first = false;
        indent(text, depth + 1);
        write(text, element, depth + 1);
      }
      text.append('\n');
      indent(text, depth);
      text.append(']');
    } else {
      scalar(text, value);
    }
  }

  /** A scalar: a string quoted, a number or boolean as is, {@code null}. */
  static void scalar(StringBuilder text, Object value) {
    if (value == null) {
      text.append("null");
    } else if (value instanceof String string) {
      quote(text, string);
    } else if (value instanceof BigDecimal decimal) {
      text.append(decimal.toPlainString());
    } else if (value instanceof Number || value instanceof Boolean) {
      text.append(value);
    } else {
      throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
    }
  }

  /** A JSON string literal. */
  static void quote(StringBuilder text, String string) {
    text.append('"');
    for (int i = 0; i < string.length(); i++) {
      char c = string.charAt(i);
      switch (c) {
        case '"' -> text.append("\\\"");
        case '\\' -> text.append("\\\\");
        case '\n' -> text.append("\\n");
        case '\r' -> text.append("\\r");
        case '\t' -> text.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x7f || c == '\u2028' || c == '\u2029') {
            text.append(String.format("\\u%04x", (int) c));
          } else {
            text.append(c);
          }
        }
      }
    }
    text.append('"');
  }

  private static void indent(StringBuilder text, int depth) {
    text.append("  ".repeat(depth));
  }

  /**
   * Reads JSON text: objects as ordered maps, numbers as {@link BigDecimal}.
   *
   * @throws IllegalArgumentException naming the line and column of the first fault
   */
  static Object parse(String text) {
    Parser parser = new Parser(text);
    parser.skipSpace();
    Object value = parser.value();
    parser.skipSpace();
    if (parser.at < text.length()) {
      throw parser.fault("text after the value");
    }
    return value;
  }

  private static final class Parser {
    private final String text;
    private int at;

    Parser(String text) {
      this.text = text;
    }

    Object value() {
      if (at >= text.length()) {
        throw fault("a value is missing");
      }
      char c = text.charAt(at);
      if (c == '{') {
        return object();
      }
      if (c == '[') {
        return array();
      }
      if (c == '"') {
        return string();
      }
      if (c == '-' || c >= '0' && c <= '9') {
        return number();
      }
      if (text.startsWith("true", at)) {
        at += 4;
        return Boolean.TRUE;
      }
      if (text.startsWith("false", at)) {
        at += 5;
        return Boolean.FALSE;
      }
      if (text.startsWith("null", at)) {
        at += 4;
        return null;
      }
      throw fault("unexpected '" + c + "'");
    }

    private Map<String, Object> object() {
      Map<String, Object> object = new LinkedHashMap<>();
      at++;
      skipSpace();
      if (peek() == '}') {
        at++;
        return object;
      }
      while (true) {
        skipSpace();
        if (peek() != '"') {
          throw fault("a key in double quotes is expected");
        }
        int keyAt = at;
        String key = string();
        skipSpace();
        expect(':');
        skipSpace();
        if (object.containsKey(key)) {
          at = keyAt;
          throw fault("key \"" + key + "\" appears twice");
        }
        object.put(key, value());
        skipSpace();
        if (peek() == ',') {
          at++;
          continue;
        }
        expect('}');
        return object;
      }
    }

    private List<Object> array() {
      List<Object> array = new ArrayList<>();
      at++;
      skipSpace();
      if (peek() == ']') {
        at++;
        return array;
      }
      while (true) {
        skipSpace();
        array.add(value());
        skipSpace();
        if (peek() == ',') {
          at++;
          continue;
        }
        expect(']');
        return array;
      }
    }

    private String string() {
      StringBuilder string = new StringBuilder();
      at++;
      while (true) {
        if (at >= text.length()) {
          throw fault("a string is not closed");
        }
        char c = text.charAt(at++);
        if (c == '"') {
          return string.toString();
        }
        if (c != '\\') {
          string.append(c);
          continue;
        }
        if (at >= text.length()) {
          throw fault("a string is not closed");
        }
        char escaped = text.charAt(at++);
        switch (escaped) {
          case '"', '\\', '/' -> string.append(escaped);
          case 'b' -> string.append('\b');
          case 'f' -> string.append('\f');
          case 'n' -> string.append('\n');
          case 'r' -> string.append('\r');
          case 't' -> string.append('\t');
          case 'u' -> {
            if (at + 4 > text.length()) {
              throw fault("a \\u escape needs four hex digits");
            }
            try {
              string.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
            } catch (NumberFormatException e) {
              throw fault("a \\u escape needs four hex digits");
            }
            at += 4;
          }
          default -> throw fault("unknown escape \\" + escaped);
        }
      }
    }

    private BigDecimal number() {
      int start = at;
      while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
        at++;
      }
      try {
        return new BigDecimal(text.substring(start, at));
      } catch (NumberFormatException e) {
        at = start;
        throw fault("malformed number");
      }
    }

    private char peek() {
      return at < text.length() ? text.charAt(at) : '\0';
    }

    private void expect(char c) {
      if (peek() != c) {
        throw fault("'" + c + "' is expected");
      }
      at++;
    }

    void skipSpace() {
      while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
        at++;
      }
    }

    IllegalArgumentException fault(String what) {
      int line = 1;
      int column = 1;
      for (int i = 0; i < at && i < text.length(); i++) {
        if (text.charAt(i) == '\n') {
          line++;
          column = 1;
        } else {
          column++;
        }
      }
      return new IllegalArgumentException("line " + line + ", column " + column + ": " + what);
    }
  }
}
