package dev.singletable.runtime.stream;

/**
 * What a {@link StreamReader} hands each change to, in stream order per item. A handler that
 * throws stops the reader; the batch it was in is delivered again, from its first change, by the
 * next poll or the next reader of the stream.
 *
 * @param <C> the change type, usually a service's sealed {@code Change}
 */
@FunctionalInterface
public interface ChangeHandler<C> {
  /**
   * Handles one change.
   *
   * @param change the change
   */
  void handle(C change);
}
