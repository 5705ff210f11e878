package dev.singletable.runtime.exception;

import java.util.List;

/**
 * DynamoDB refused an update because the item does not hold a path the update needs: an attribute
 * it reads ({@code set(TOTAL, SUBTOTAL.plus(5))} on an item without {@code subtotal}), or the parent
 * of a nested path it sets ({@code profile.address.city} on an item without {@code
 * profile.address}). Nothing was changed. The message names the entity, the paths concerned and the
 * item's key; DynamoDB itself says only that the expression is invalid, not which path.
 *
 * <p>To read an attribute that may be absent, give it a fallback ({@code SUBTOTAL.orElse(0L)}); to
 * set a nested value under a parent that may be absent, set the parent as a whole.
 */
public class MissingPathException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The entity being updated. */
  private final String entity;
  /** The document paths the item does not hold. */
  private final List<String> paths;
  /** The item's key. */
  private final String key;

  /**
   * Creates the exception.
   *
   * @param entity the entity being updated
   * @param paths the paths the update reads, or sets below a parent, one of which the item lacks
   * @param key the item's key as the table shows it ({@code key pk=TENANT#a, sk=NOTE#1})
   * @param cause DynamoDB's refusal
   */
  public MissingPathException(String entity, List<String> paths, String key, Throwable cause) {
    super(entity + ": the item at " + key + " does not hold " + (paths.size() == 1 ? "" : "one of ")
        + String.join(", ", paths) + ", which the update " + (paths.size() == 1 ? "needs" : "needs every one of")
        + "; DynamoDB refused it and nothing was changed (give an attribute the update reads a fallback with"
        + " orElse(...), or set a missing parent as a whole)", cause);
    this.entity = entity;
    this.paths = List.copyOf(paths);
    this.key = key;
  }

  /**
   * The entity being updated.
   *
   * @return the entity name
   */
  public String entity() {
    return entity;
  }

  /**
   * The paths the update needs the item to hold: those it reads, and the parents of the nested paths
   * it sets.
   *
   * @return the paths, as {@code profile.address.city} or {@code tags[0]}, stored names
   */
  public List<String> paths() {
    return paths;
  }

  /**
   * The key of the item.
   *
   * @return the key as the table shows it
   */
  public String key() {
    return key;
  }
}
