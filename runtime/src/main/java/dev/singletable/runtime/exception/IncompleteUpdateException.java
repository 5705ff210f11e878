package dev.singletable.runtime.exception;

import java.util.List;

/**
 * An update changes a component of a global secondary index but does not carry every component the
 * index's keys are rendered from, so the keys cannot be written again and the index would go stale.
 * The message names the entity, the index, the components missing and the generated method that
 * sets them together ({@code setByType(eventType, eventId)}). Thrown before anything is sent.
 */
public class IncompleteUpdateException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The entity being updated. */
  private final String entity;
  /** The global secondary index whose keys cannot be rendered. */
  private final String indexName;
  /** The components the update lacks to render the index's keys. */
  private final List<String> missing;

  /**
   * Creates the exception.
   *
   * @param entity the entity being updated
   * @param indexName the index whose keys cannot be rendered
   * @param missing the attributes the update would need to carry as well
   * @param message the full explanation
   */
  public IncompleteUpdateException(String entity, String indexName, List<String> missing, String message) {
    super(message);
    this.entity = entity;
    this.indexName = indexName;
    this.missing = List.copyOf(missing);
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
   * The index whose keys cannot be rendered.
   *
   * @return the DynamoDB index name
   */
  public String indexName() {
    return indexName;
  }

  /**
   * The attributes the update would need to set as well.
   *
   * @return their names, in the index's component order
   */
  public List<String> missing() {
    return missing;
  }
}
