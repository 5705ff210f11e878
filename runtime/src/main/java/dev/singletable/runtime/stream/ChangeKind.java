package dev.singletable.runtime.stream;

/** What a stream record says happened to an item: DynamoDB's {@code eventName}. */
public enum ChangeKind {
  /** A new item was written. */
  INSERT,
  /** An existing item was replaced or updated. */
  MODIFY,
  /** An item was deleted, by a request or by time to live. */
  REMOVE;

  /**
   * The kind named by a stream record's {@code eventName}.
   *
   * @param eventName {@code INSERT}, {@code MODIFY} or {@code REMOVE}
   * @return the kind
   * @throws IllegalArgumentException for any other name
   */
  public static ChangeKind of(String eventName) {
    if (eventName == null) {
      throw new IllegalArgumentException("a stream record without eventName");
    }
    switch (eventName) {
      case "INSERT":
        return INSERT;
      case "MODIFY":
        return MODIFY;
      case "REMOVE":
        return REMOVE;
      default:
        throw new IllegalArgumentException("unknown stream eventName " + eventName);
    }
  }
}
