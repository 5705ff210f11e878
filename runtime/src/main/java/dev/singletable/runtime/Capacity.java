package dev.singletable.runtime;

/**
 * Provisioned read and write capacity units of a table or an index, as a generated service's
 * {@code createTableRequest} declares them ({@code @Provisioned}, {@code @Gsi(readCapacity,
 * writeCapacity)}).
 *
 * @param read read capacity units, at least 1
 * @param write write capacity units, at least 1
 */
public record Capacity(long read, long write) {
  /**
   * Checks the units.
   *
   * @param read read capacity units
   * @param write write capacity units
   * @throws IllegalArgumentException when a unit count is less than 1
   */
  public Capacity {
    if (read < 1 || write < 1) {
      throw new IllegalArgumentException("capacity units must be at least 1, were read " + read + ", write " + write);
    }
  }

  /**
   * Whether another capacity has the same units.
   *
   * @param other the other object
   * @return true when both units are equal
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Capacity that && read == that.read && write == that.write;
  }

  /**
   * A hash of the units.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return Long.hashCode(read) * 31 + Long.hashCode(write);
  }

  /**
   * The units, for messages.
   *
   * @return {@code read 5, write 2}
   */
  @Override
  public String toString() {
    return "read " + read + ", write " + write;
  }
}
