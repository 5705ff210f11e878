package dev.singletable.runtime.stream;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A change of an item of one entity: the records before and after, as far as the stream's view type
 * carries them, and for a {@link ChangeKind#MODIFY} which of the record's components changed.
 * Generated code extends it once per entity, with {@code F} the entity's enum of components.
 *
 * @param <T> the entity's record type
 * @param <F> the enum naming the record's components
 */
public abstract class EntityChange<T, F extends Enum<F>> implements StreamChange {
  private final ChangeRecord record;
  private final T oldValue;
  private final T newValue;
  private final Set<F> changed;

  /**
   * A change from its decoded parts: what generated code calls.
   *
   * @param record the stream record
   * @param oldValue the record decoded from the old image, null when there is none
   * @param newValue the record decoded from the new image, null when there is none
   * @param changed the components whose values differ between both records, empty unless both are
   *     present
   */
  protected EntityChange(ChangeRecord record, T oldValue, T newValue, Set<F> changed) {
    this.record = Objects.requireNonNull(record, "record");
    this.oldValue = oldValue;
    this.newValue = newValue;
    this.changed = Set.copyOf(changed);
  }

  @Override
  public final ChangeRecord record() {
    return record;
  }

  /**
   * The item before the change.
   *
   * @return the old record, empty for an insert or when the view type carries no old image
   */
  public final Optional<T> oldValue() {
    return Optional.ofNullable(oldValue);
  }

  /**
   * The item after the change.
   *
   * @return the new record, empty for a removal or when the view type carries no new image
   */
  public final Optional<T> newValue() {
    return Optional.ofNullable(newValue);
  }

  /**
   * The record as it now stands, or as it last stood for a removal.
   *
   * @return the new record, else the old one, empty for a {@code KEYS_ONLY} stream
   */
  public final Optional<T> value() {
    return Optional.ofNullable(newValue != null ? newValue : oldValue);
  }

  /**
   * Which components a {@link ChangeKind#MODIFY} changed, compared as decoded values.
   *
   * @return the changed components; empty for inserts and removals, for a stream without both
   *     images, and for a rewrite of equal values
   */
  public final Set<F> changed() {
    return changed;
  }

  /**
   * Whether a component changed.
   *
   * @param component the component
   * @return {@code changed().contains(component)}
   */
  public final boolean changed(F component) {
    return changed.contains(component);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + record.kind() + " " + record.keys() + " #" + record.sequenceNumber()
        + (changed.isEmpty() ? "" : " changed " + changed) + "]";
  }
}
