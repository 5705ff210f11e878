package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The text stored for a {@code String} component when it has no value, as ElectroDB's {@code
 * default: "#"} with {@code set: v => v === undefined ? "#" : v} and {@code get: v => v !== "#" ? v :
 * undefined} store it: a null component is written as the placeholder, in its attribute and in every
 * key it takes part in, so that the item keeps the keys of the indexes the component is part of; a
 * stored placeholder reads back as null, from the attribute and from a key that holds the component
 * alone. The record's value is never the placeholder.
 *
 * <pre>{@code
 * public record IssueComment(String issueNumber, String commentId, String replyTo,
 *     @AbsentAs("#") String replyViewed, String updatedAt) {}
 *
 * comments.put(new IssueComment("7", "c1", "bob", null, "2024-05-01"));  // replyViewed = "#", gsi2sk ...#replyviewed_#
 * comments.get(...).execute();                                          // replyViewed() == null
 * }</pre>
 *
 * <p>A write whose value is the placeholder itself is refused before anything is sent (it would read
 * back as absent); an update that sets the component to null or removes it stores the placeholder,
 * and the index keys rendered from it stay. Keys, query steps and conditions see the stored text:
 * pass the placeholder to a query step or to {@code eq} to find the items without a value. For
 * {@code String} components that are not {@code @Default}, {@code @Required}, {@code @GeneratedId},
 * {@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt} or {@code @Ttl}, with a placeholder that is
 * not empty; anything else is a compile error.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface AbsentAs {
  /**
   * The text stored in place of an absent value, {@code "#"} as ElectroDB's examples store it.
   *
   * @return the text stored in place of a null value
   */
  String value();
}
