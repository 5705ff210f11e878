package dev.singletable.processor.model;

/**
 * One key attribute of an index and the template that renders it.
 *
 * @param field the attribute that holds the rendered key, e.g. {@code pk} or {@code gsi1sk}
 * @param template the parsed template
 * @param templatePosition the template value
 * @param fieldPosition the field value, or the annotation when the field is defaulted
 */
public record KeyModel(String field, KeyTemplate template, Position templatePosition, Position fieldPosition) {}
