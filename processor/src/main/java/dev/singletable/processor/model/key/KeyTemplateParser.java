package dev.singletable.processor.model.key;

import dev.singletable.processor.model.key.KeyTemplate.Fault;
import dev.singletable.processor.model.key.KeyTemplate.Literal;
import dev.singletable.processor.model.key.KeyTemplate.Placeholder;
import dev.singletable.processor.model.key.KeyTemplate.Segment;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses key templates: literal text with {@code ${component}} placeholders. The parser never
 * fails: it records each fault (the first of each kind) and reads on, so that one compilation
 * reports everything wrong with a template. The runtime's {@code KeyTemplate.parse} accepts exactly
 * the templates this parser finds no fault in.
 */
public final class KeyTemplateParser {
  private final String text;
  private final List<Segment> segments = new ArrayList<>();
  private final Map<Fault.Kind, Fault> faults = new LinkedHashMap<>();
  private final StringBuilder literal = new StringBuilder();
  private int literalStart;

  private KeyTemplateParser(String text) {
    this.text = text;
  }

  /** Parses a template; faults are part of the result, never thrown. */
  public static KeyTemplate parse(String text) {
    return new KeyTemplateParser(text).parse();
  }

  private KeyTemplate parse() {
    if (text.isEmpty()) {
      fault(Fault.Kind.EMPTY_TEMPLATE, 0);
    }
    int i = 0;
    while (i < text.length()) {
      if (text.startsWith("${", i)) {
        int close = text.indexOf('}', i + 2);
        if (close < 0) {
          fault(Fault.Kind.UNCLOSED_PLACEHOLDER, i);
          appendLiteral(text.substring(i), i);
          break;
        }
        placeholder(text.substring(i + 2, close), i);
        i = close + 1;
      } else {
        if (text.charAt(i) == '\\') {
          fault(Fault.Kind.BACKSLASH_IN_LITERAL, i);
        }
        appendLiteral(text.substring(i, i + 1), i);
        i++;
      }
    }
    endLiteral();
    return new KeyTemplate(text, segments, List.copyOf(faults.values()));
  }

  private void placeholder(String name, int offset) {
    boolean adjacent = literal.length() == 0 && endsWithPlaceholder();
    endLiteral();
    if (name.isEmpty()) {
      fault(Fault.Kind.EMPTY_PLACEHOLDER, offset);
      return;
    }
    if (adjacent) {
      fault(Fault.Kind.ADJACENT_PLACEHOLDERS, offset);
    }
    segments.add(new Placeholder(name));
  }

  private void appendLiteral(String piece, int offset) {
    if (literal.length() == 0) {
      literalStart = offset;
    }
    literal.append(piece);
  }

  private void endLiteral() {
    if (literal.length() == 0) {
      return;
    }
    // A surrogate cannot be escaped without splitting its pair, so like a letter or digit it cannot
    // end a placeholder's value unambiguously; the runtime refuses such templates too.
    char first = literal.charAt(0);
    if (endsWithPlaceholder() && (Character.isLetterOrDigit(first) || Character.isSurrogate(first))) {
      fault(Fault.Kind.LETTER_OR_DIGIT_AFTER_PLACEHOLDER, literalStart);
    }
    segments.add(new Literal(literal.toString()));
    literal.setLength(0);
  }

  private boolean endsWithPlaceholder() {
    return !segments.isEmpty() && segments.get(segments.size() - 1) instanceof Placeholder;
  }

  private void fault(Fault.Kind kind, int offset) {
    faults.putIfAbsent(kind, new Fault(kind, offset));
  }
}
