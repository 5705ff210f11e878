package dev.singletable.processor.model.key;

import dev.singletable.processor.model.Position;

/**
 * One key attribute of an index and the template that renders it.
 *
 * @param field the attribute that holds the rendered key, e.g. {@code pk} or {@code gsi1sk}
 * @param template the parsed template
 * @param templatePosition the template value
 * @param fieldPosition the field value, or the annotation when the field is defaulted
 * @param attributeType how the key attribute is stored: {@code S} (a rendered string), {@code N}
 *     (a native number) or {@code B} (native binary)
 * @param typePosition the {@code type} value, or the annotation when it is defaulted
 * @param casing how the key's text and enum components are cased: {@code NONE}, {@code LOWER} or
 *     {@code UPPER}, the {@code KeyCasing} constant
 * @param casingPosition the casing value, or the annotation when it is defaulted
 */
public record KeyModel(String field, KeyTemplate template, Position templatePosition, Position fieldPosition,
    String attributeType, Position typePosition, String casing, Position casingPosition) {
  /** A string key whose values keep their case. */
  public KeyModel(String field, KeyTemplate template, Position templatePosition, Position fieldPosition) {
    this(field, template, templatePosition, fieldPosition, "S", fieldPosition, "NONE", fieldPosition);
  }

  /** Whether the key folds the case of its text and enum components. */
  public boolean cased() {
    return !casing.equals("NONE");
  }

  /**
   * The text {@code value} is rendered as in this key: folded to the key's case.
   *
   * @param value a component's text (an enum's name or stored text)
   * @return the text as the key holds it
   */
  public String fold(String value) {
    return switch (casing) {
      case "LOWER" -> value.toLowerCase(java.util.Locale.ROOT);
      case "UPPER" -> value.toUpperCase(java.util.Locale.ROOT);
      default -> value;
    };
  }

  /** Whether the key is stored as a native number (N). */
  public boolean number() {
    return attributeType.equals("N");
  }

  /** Whether the key is stored as native binary (B). */
  public boolean binary() {
    return attributeType.equals("B");
  }

  /** Whether the key is stored as a native number or binary rather than a rendered string. */
  public boolean typed() {
    return !attributeType.equals("S");
  }

  /** The {@code KeyType} constant of the key, for messages: {@code NUMBER}, {@code BINARY}. */
  public String typeName() {
    return switch (attributeType) {
      case "N" -> "NUMBER";
      case "B" -> "BINARY";
      default -> "STRING";
    };
  }
}
