package dev.singletable.runtime.exception;

import dev.singletable.runtime.EntitySchema;

/**
 * An item of another entity, or of another version of this one, was given to an entity's {@code
 * fromItem}. Reads that may meet foreign items (a get, a query over a shared partition) check {@link
 * EntitySchema#owns} first and never throw this; it signals a caller that decoded an item blindly.
 */
public class WrongEntityException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The entity that tried to decode the item. */
  private final String expectedEntity;
  /** The entity version that tried to decode the item. */
  private final int expectedVersion;
  /** The entity the item's type attribute names. */
  private final String actualEntity;
  /** The version the item's version attribute holds. */
  private final String actualVersion;

  /**
   * Creates the exception.
   *
   * @param expectedEntity the entity that was asked to decode the item
   * @param expectedVersion that entity's version
   * @param actualEntity the item's {@code __entity} attribute, null when missing
   * @param actualVersion the item's {@code __version} attribute as stored, null when missing
   */
  public WrongEntityException(String expectedEntity, int expectedVersion, String actualEntity, String actualVersion) {
    super("expected an item of " + expectedEntity + " version " + expectedVersion + ", found "
        + (actualEntity == null ? "an item without entity name" : actualEntity + " version " + actualVersion));
    this.expectedEntity = expectedEntity;
    this.expectedVersion = expectedVersion;
    this.actualEntity = actualEntity;
    this.actualVersion = actualVersion;
  }

  /**
   * The entity that was asked to decode the item.
   *
   * @return the expected entity name
   */
  public String expectedEntity() {
    return expectedEntity;
  }

  /**
   * The version of the entity that was asked to decode the item.
   *
   * @return the expected version
   */
  public int expectedVersion() {
    return expectedVersion;
  }

  /**
   * The entity name the item carries.
   *
   * @return the item's {@code __entity}, null when it has none
   */
  public String actualEntity() {
    return actualEntity;
  }

  /**
   * The version the item carries, as stored.
   *
   * @return the item's {@code __version}, null when it has none
   */
  public String actualVersion() {
    return actualVersion;
  }
}
