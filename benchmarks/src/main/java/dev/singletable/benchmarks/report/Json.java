package dev.singletable.benchmarks.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Just enough JSON to read JMH's result file ({@code -rf json}): objects become {@code Map}, arrays
 * {@code List}, numbers {@code Double}, strings {@code String} (JMH writes "NaN" as a string),
 * {@code true}/{@code false} {@code Boolean}, {@code null} null.
 */
final class Json {
  private final String text;
  private int at;

  private Json(String text) {
    this.text = text;
  }

  static Object parse(String text) {
    Json json = new Json(text);
    Object value = json.value();
    json.space();
    if (json.at != text.length()) {
      throw json.error("text after the value");
    }
    return value;
  }

  private Object value() {
    space();
    if (at >= text.length()) {
      throw error("unexpected end");
    }
    char c = text.charAt(at);
    switch (c) {
      case '{':
        return object();
      case '[':
        return array();
      case '"':
        return string();
      case 't':
        return literal("true", Boolean.TRUE);
      case 'f':
        return literal("false", Boolean.FALSE);
      case 'n':
        return literal("null", null);
      default:
        return number();
    }
  }

  private Map<String, Object> object() {
    Map<String, Object> object = new LinkedHashMap<>();
    at++;
    space();
    if (text.charAt(at) == '}') {
      at++;
      return object;
    }
    while (true) {
      space();
      String key = string();
      space();
      expect(':');
      object.put(key, value());
      space();
      if (text.charAt(at) == ',') {
        at++;
      } else {
        expect('}');
        return object;
      }
    }
  }

  private List<Object> array() {
    List<Object> array = new ArrayList<>();
    at++;
    space();
    if (text.charAt(at) == ']') {
      at++;
      return array;
    }
    while (true) {
      array.add(value());
      space();
      if (text.charAt(at) == ',') {
        at++;
      } else {
        expect(']');
        return array;
      }
    }
  }

  private String string() {
    expect('"');
    StringBuilder string = new StringBuilder();
    while (text.charAt(at) != '"') {
      char c = text.charAt(at++);
      if (c == '\\') {
        char escaped = text.charAt(at++);
        switch (escaped) {
          case 'n' -> string.append('\n');
          case 't' -> string.append('\t');
          case 'r' -> string.append('\r');
          case 'b' -> string.append('\b');
          case 'f' -> string.append('\f');
          case 'u' -> {
            string.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
            at += 4;
          }
          default -> string.append(escaped);
        }
      } else {
        string.append(c);
      }
    }
    at++;
    return string.toString();
  }

  private Double number() {
    int start = at;
    while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
      at++;
    }
    if (start == at) {
      throw error("unexpected character '" + text.charAt(at) + "'");
    }
    return Double.valueOf(text.substring(start, at));
  }

  private Object literal(String word, Object value) {
    if (!text.startsWith(word, at)) {
      throw error("expected " + word);
    }
    at += word.length();
    return value;
  }

  private void expect(char c) {
    if (at >= text.length() || text.charAt(at) != c) {
      throw error("expected '" + c + "'");
    }
    at++;
  }

  private void space() {
    while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
      at++;
    }
  }

  private IllegalArgumentException error(String problem) {
    return new IllegalArgumentException("bad JSON at offset " + at + ": " + problem);
  }
}
