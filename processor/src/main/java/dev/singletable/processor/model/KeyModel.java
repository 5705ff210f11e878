package dev.singletable.processor.model;

/**
 * One key attribute of an index and the template that renders it.
 *
 * @param field the attribute that holds the rendered key, e.g. {@code pk} or {@code gsi1sk}
 * @param template the parsed template
 * @param templatePosition the template value
 * @param fieldPosition the field value, or the annotation when the field is defaulted
 * @param number whether the key is stored as a native number (N) rather than a string (S)
 * @param typePosition the {@code type} value, or the annotation when it is defaulted
 */
public record KeyModel(String field, KeyTemplate template, Position templatePosition, Position fieldPosition,
    boolean number, Position typePosition) {
  /** A string key. */
  public KeyModel(String field, KeyTemplate template, Position templatePosition, Position fieldPosition) {
    this(field, template, templatePosition, fieldPosition, false, fieldPosition);
  }

  /** The DynamoDB type of the key attribute: {@code N} or {@code S}. */
  public String attributeType() {
    return number ? "N" : "S";
  }
}
