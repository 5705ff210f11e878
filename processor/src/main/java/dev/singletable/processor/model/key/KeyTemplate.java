package dev.singletable.processor.model.key;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * A key template as the user wrote it, split into literal text and {@code ${component}}
 * placeholders, with the syntax faults its parser found ({@link KeyTemplateParser}). A template
 * with faults still lists every placeholder it could read, so that the checks can report unknown
 * components in the same compilation.
 *
 * @param text the template text
 * @param segments literals and placeholders in template order
 * @param faults the syntax faults in the order of the text, the first of each kind only; empty for a
 *     valid template
 */
public record KeyTemplate(String text, List<Segment> segments, List<Fault> faults) {

  /** Copies the lists: the model is immutable. */
  public KeyTemplate {
    segments = List.copyOf(segments);
    faults = List.copyOf(faults);
  }

  /** A piece of a template. */
  public sealed interface Segment permits Literal, Placeholder {}

  /**
   * Literal text, rendered as is.
   *
   * @param text the text, never empty
   */
  public record Literal(String text) implements Segment {}

  /**
   * A {@code ${name}} placeholder, replaced by the rendered value of a record component.
   *
   * @param name the component name
   */
  public record Placeholder(String name) implements Segment {}

  /**
   * A syntax fault.
   *
   * @param kind what is wrong
   * @param offset where in the template text it is
   */
  public record Fault(Kind kind, int offset) {

    /** The syntax faults a template can have. */
    public enum Kind {
      /** The template is empty. */
      EMPTY_TEMPLATE,
      /** A <code>${</code> without its closing brace. */
      UNCLOSED_PLACEHOLDER,
      /** A {@code ${}} that names nothing. */
      EMPTY_PLACEHOLDER,
      /** Two placeholders with no literal between them: the key could not be split back. */
      ADJACENT_PLACEHOLDERS,
      /** A placeholder followed by a letter or digit, which a value could end with too. */
      LETTER_OR_DIGIT_AFTER_PLACEHOLDER,
      /** A backslash in a literal: it is the escape character of rendered keys. */
      BACKSLASH_IN_LITERAL
    }
  }

  /** The placeholders in template order, repeated ones as often as they appear. */
  public List<Placeholder> placeholders() {
    List<Placeholder> placeholders = new ArrayList<>();
    for (Segment segment : segments) {
      if (segment instanceof Placeholder placeholder) {
        placeholders.add(placeholder);
      }
    }
    return placeholders;
  }

  /** The component names the template uses, each once, in the order of first use. */
  public List<String> componentNames() {
    LinkedHashSet<String> names = new LinkedHashSet<>();
    for (Placeholder placeholder : placeholders()) {
      names.add(placeholder.name());
    }
    return List.copyOf(names);
  }

  /**
   * The component the template is made of alone: {@code genreName} for <code>${genreName}</code>,
   * empty for a template with literal text or more placeholders.
   */
  public Optional<String> soleComponent() {
    return segments.size() == 1 && segments.get(0) instanceof Placeholder placeholder
        ? Optional.of(placeholder.name())
        : Optional.empty();
  }

  /** Whether the template renders the same text for every value: it has no placeholder. */
  public boolean isConstant() {
    return placeholders().isEmpty();
  }

  /**
   * The literal after the {@code index}-th placeholder: what follows its value in a rendered key.
   * Empty when the placeholder ends the template.
   */
  public String literalAfter(int index) {
    int seen = -1;
    for (int i = 0; i < segments.size(); i++) {
      if (segments.get(i) instanceof Placeholder && ++seen == index) {
        return i + 1 < segments.size() && segments.get(i + 1) instanceof Literal literal ? literal.text() : "";
      }
    }
    throw new IndexOutOfBoundsException("no placeholder " + index + " in " + text);
  }

  /**
   * The first character after the {@code index}-th placeholder: the one that ends its value when
   * a rendered key is split back. Empty when the placeholder ends the template.
   */
  public Optional<Character> charAfter(int index) {
    int seen = -1;
    for (int i = 0; i < segments.size(); i++) {
      if (segments.get(i) instanceof Placeholder && ++seen == index) {
        return i + 1 < segments.size() && segments.get(i + 1) instanceof Literal literal
            ? Optional.of(literal.text().charAt(0))
            : Optional.empty();
      }
    }
    throw new IndexOutOfBoundsException("no placeholder " + index + " in " + text);
  }
}
