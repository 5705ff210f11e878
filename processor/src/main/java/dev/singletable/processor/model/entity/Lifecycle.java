package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.key.KeyTemplate;
import java.util.Optional;

/**
 * The attribute annotations whose values the library keeps: each marks at most one component of an
 * entity, except {@link #UNIQUE} and {@link #KEY_ONLY}.
 */
public enum Lifecycle {
  VERSION("@Version"),
  CREATED_AT("@CreatedAt"),
  UPDATED_AT("@UpdatedAt"),
  TTL("@Ttl"),
  UNIQUE("@Unique"),
  /** Not a value the library keeps, but where it keeps one: only inside the primary key. */
  KEY_ONLY("@KeyOnly");

  private final String annotation;

  Lifecycle(String annotation) {
    this.annotation = annotation;
  }

  /** The annotation as written, for messages: {@code @Version}. */
  public String annotation() {
    return annotation;
  }

  /**
   * One lifecycle annotation on a component.
   *
   * @param kind which one
   * @param position the annotation
   * @param template the {@code @Unique(template)} of the guard keys, if given
   * @param templatePosition the template value, or the annotation when there is none
   */
  public record Marker(Lifecycle kind, Position position, Optional<KeyTemplate> template, Position templatePosition) {
    /** A marker without template. */
    public Marker(Lifecycle kind, Position position) {
      this(kind, position, Optional.empty(), position);
    }
  }
}
