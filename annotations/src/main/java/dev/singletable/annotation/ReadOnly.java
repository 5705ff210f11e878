package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The component is set when the item is created and never changed afterwards, as ElectroDB's {@code
 * readOnly: true} says of an attribute.
 *
 * <ul>
 *   <li>Updates cannot name it: its attribute constant is no {@code UpdatableAttribute}, so {@code
 *       set}, {@code remove}, {@code add} of it do not compile, and the generated setter of an index
 *       whose key it is part of leaves it out.
 *   <li>{@code create} sets it. A {@code put} (in a transaction too) over an existing item must
 *       carry the value stored, or set it where the item has none: it is sent on condition that the
 *       item lacks the attribute or holds that value, and otherwise fails with {@code
 *       ConditionFailedException} naming the entity, the attribute, both values and the key; the item
 *       stays as it was.
 *   <li>A batch put carries no condition, so it is refused for such an entity before anything is sent.
 * </ul>
 *
 * <pre>{@code
 * public record Employee(String employee, @ReadOnly LocalDate birthday, String title) {}
 * }</pre>
 *
 * <p>Not on a primary-key component (no write changes it already) nor on one the library sets
 * ({@link Version}, {@link UpdatedAt}; {@link CreatedAt} is kept by puts already): compile error
 * {@code [SingleTableReadOnlyComponent]}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface ReadOnly {}
