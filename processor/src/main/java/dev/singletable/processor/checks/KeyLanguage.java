package dev.singletable.processor.checks;

import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.ExactNames;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.key.KeyTemplate;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Every text a key template can render, as a small automaton, so that two templates can be tested
 * for a common key. Escaped text components accept any character outside the template's delimiter
 * set, or an escape followed by a delimiter, exactly as the runtime renders them (unescaped text, of
 * an entity storing its keys so, any character but the one that ends it); typed components
 * accept their fixed shapes, and enums whose names render exactly their names ({@code @Padded} width, ISO instants and dates, UUIDs, booleans).
 */
final class KeyLanguage {
  private static final String DIGITS = "0123456789";
  private static final String HEX = "0123456789abcdef";

  /** A transition label: a finite set of characters, or every character outside one. */
  private record Chars(boolean complement, String set) {
    static Chars of(char c) {
      return new Chars(false, String.valueOf(c));
    }

    boolean meets(Chars other) {
      if (complement && other.complement) {
        return true;
      }
      if (complement) {
        return other.meets(this);
      }
      for (char c : set.toCharArray()) {
        if (other.complement != (other.set.indexOf(c) >= 0)) {
          return true;
        }
      }
      return false;
    }
  }

  /** A transition; a null label moves without reading. */
  private record Edge(int from, Chars label, int to) {}

  private final List<Edge> edges = new ArrayList<>();
  private int states = 1;
  private int end;

  private KeyLanguage() {}

  /**
   * The language of {@code template}, a key template of {@code entity} whose placeholders name its
   * components: without escapes when the entity stores its keys so ({@code unescapedKeys}).
   */
  static KeyLanguage of(KeyTemplate template, EntityModel entity) {
    return of(template, entity, entity.identity().unescapedKeys());
  }

  /** The language of a {@code @Unique} guard template of {@code entity}: guard keys are always escaped. */
  static KeyLanguage guard(KeyTemplate template, EntityModel entity) {
    return of(template, entity, false);
  }

  private static KeyLanguage of(KeyTemplate template, EntityModel entity, boolean unescaped) {
    KeyLanguage language = new KeyLanguage();
    String delimiters = delimiters(template);
    int index = 0;
    for (KeyTemplate.Segment segment : template.segments()) {
      if (segment instanceof KeyTemplate.Literal literal) {
        for (char c : literal.text().toCharArray()) {
          language.end = language.step(language.end, Chars.of(c));
        }
      } else {
        AttributeModel component = entity.attribute(((KeyTemplate.Placeholder) segment).name()).orElseThrow();
        Optional<List<String>> exact = ExactNames.of(template, index, component);
        if (exact.isPresent()) {
          language.words(exact.get());
        } else if (unescaped && component.keyEncoding().orElseThrow() == KeyEncoding.TEXT) {
          // As it is: anything but the character that ends it (nothing when it ends the key).
          language.unescapedText(template.charAfter(index).map(String::valueOf).orElse(""));
        } else {
          language.component(component, delimiters);
        }
        index++;
      }
    }
    return language;
  }

  /** Whether some text is in both languages. */
  boolean meets(KeyLanguage other) {
    Deque<int[]> queue = new ArrayDeque<>();
    Set<Long> seen = new HashSet<>();
    queue.add(new int[] {0, 0});
    seen.add(0L);
    while (!queue.isEmpty()) {
      int[] pair = queue.poll();
      if (pair[0] == end && pair[1] == other.end) {
        return true;
      }
      for (Edge mine : edges) {
        if (mine.from == pair[0] && mine.label == null) {
          visit(queue, seen, mine.to, pair[1]);
        }
      }
      for (Edge theirs : other.edges) {
        if (theirs.from == pair[1] && theirs.label == null) {
          visit(queue, seen, pair[0], theirs.to);
        }
      }
      for (Edge mine : edges) {
        if (mine.from != pair[0] || mine.label == null) {
          continue;
        }
        for (Edge theirs : other.edges) {
          if (theirs.from == pair[1] && theirs.label != null && mine.label.meets(theirs.label)) {
            visit(queue, seen, mine.to, theirs.to);
          }
        }
      }
    }
    return false;
  }

  private static void visit(Deque<int[]> queue, Set<Long> seen, int mine, int theirs) {
    if (seen.add(((long) mine << 32) | theirs)) {
      queue.add(new int[] {mine, theirs});
    }
  }

  /** The characters the runtime escapes in text components: see its {@code KeyTemplate}. */
  private static String delimiters(KeyTemplate template) {
    StringBuilder delimiters = new StringBuilder("\\");
    for (KeyTemplate.Segment segment : template.segments()) {
      if (segment instanceof KeyTemplate.Literal literal) {
        for (char c : literal.text().toCharArray()) {
          if (!Character.isLetterOrDigit(c) && !Character.isSurrogate(c) && delimiters.indexOf(String.valueOf(c)) < 0) {
            delimiters.append(c);
          }
        }
      }
    }
    return delimiters.toString();
  }

  private void component(AttributeModel component, String delimiters) {
    KeyEncoding encoding = component.keyEncoding().orElseThrow();
    switch (encoding) {
      case TEXT -> {
        int loop = state();
        edges.add(new Edge(end, null, loop));
        edges.add(new Edge(loop, new Chars(true, delimiters), loop));
        int escaped = step(loop, Chars.of('\\'));
        edges.add(new Edge(escaped, new Chars(false, delimiters), loop));
        end = loop;
      }
      case ORDERED -> {
        int digits = step(end, new Chars(false, DIGITS));
        edges.add(new Edge(digits, new Chars(false, DIGITS), digits));
        end = digits;
      }
      case PADDED, DESCENDING -> {
        for (int i = 0; i < component.padding().orElseThrow().width(); i++) {
          end = step(end, new Chars(false, DIGITS));
        }
      }
      case INTEGER -> {
        int signed = step(end, Chars.of('-'));
        int digits = step(end, new Chars(false, DIGITS));
        edges.add(new Edge(signed, new Chars(false, DIGITS), digits));
        edges.add(new Edge(digits, new Chars(false, DIGITS), digits));
        end = digits;
      }
      case INSTANT -> shape("dddd-dd-ddTdd:dd:dd.dddddddddZ");
      // The key's casing folds these letters; either case is their alphabet.
      case INSTANT_SECONDS -> shape("dddd-dd-ddtdd:dd:ddz");
      case INSTANT_MILLIS -> shape("dddd-dd-ddtdd:dd:dd.dddz");
      case LOCAL_DATE -> shape("dddd-dd-dd");
      case UUID -> shape("hhhhhhhh-hhhh-hhhh-hhhh-hhhhhhhhhhhh");
      case BOOLEAN -> {
        int start = end;
        int afterTrue = word(start, "true");
        int afterFalse = word(start, "false");
        end = state();
        edges.add(new Edge(afterTrue, null, end));
        edges.add(new Edge(afterFalse, null, end));
      }
    }
  }

  /** Text written without escapes: any characters outside {@code excluded}. */
  private void unescapedText(String excluded) {
    int loop = state();
    edges.add(new Edge(end, null, loop));
    edges.add(new Edge(loop, new Chars(true, excluded), loop));
    end = loop;
  }

  /** Any one of {@code words}, as they are: an enum whose names render exactly. */
  private void words(List<String> words) {
    int start = end;
    end = state();
    for (String word : words) {
      edges.add(new Edge(word(start, word), null, end));
    }
  }

  /** A fixed-width shape: {@code d} a digit, {@code h} a hex digit, anything else itself. */
  private void shape(String pattern) {
    for (char c : pattern.toCharArray()) {
      Chars label = c == 'd' ? new Chars(false, DIGITS) : c == 'h' ? new Chars(false, HEX)
          : c == 't' ? new Chars(false, "Tt") : c == 'z' ? new Chars(false, "Zz") : Chars.of(c);
      end = step(end, label);
    }
  }

  private int word(int from, String word) {
    int at = from;
    for (char c : word.toCharArray()) {
      at = step(at, Chars.of(c));
    }
    return at;
  }

  private int step(int from, Chars label) {
    int to = state();
    edges.add(new Edge(from, label, to));
    return to;
  }

  private int state() {
    return states++;
  }
}
