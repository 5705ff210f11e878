package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The moment the item was first written, an {@code Instant} set by the library. {@code create} and
 * {@code put} store the value's {@code createdAt}, or the table clock's time when it is null; a
 * {@code put} over an existing item keeps the stored one ({@code if_not_exists}), and updates never
 * change it. The component cannot be set by an update.
 *
 * <p>It may be part of any key. In the primary key ({@code @Sk(template = "POST#${postedAt}")}) it is
 * the item's identity: {@code get}, {@code delete}, {@code update} and {@code upsert} take it as a key
 * component, and a put of a record whose creation time is null writes a new item at the table's
 * time. In a secondary index's key ({@code ...#createdat_${createdAt}}) every write renders the keys
 * from the time it stores: a put keeps the stored time and the keys holding it (conditional on the
 * item holding the record's time; when it holds another, the put is sent once more with the stored
 * one), an upsert renders them from its own time on the same condition, and an update that writes
 * them again reads the stored time with {@code readingMissingComponents()}. A batch put stores the
 * record's time, or the table's, and the keys rendered from it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface CreatedAt {}
