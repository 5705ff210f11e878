package dev.singletable.runtime.scan;

import dev.singletable.runtime.exception.SingleTableException;
import java.util.Optional;

/**
 * A segment of a parallel scan failed. The other segments ran to their end; this one can be resumed
 * where it stopped with {@code scan().segment(segment(), totalSegments()).startAfter(cursor)} (or
 * from the start when {@link #cursor()} is empty), after the pages it delivered.
 */
public final class ScanSegmentException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The number of the segment that failed. */
  private final int segment;
  /** The number of segments of the scan. */
  private final int totalSegments;
  /** The cursor to resume the segment after, or null to start it again. */
  private final String cursor;

  ScanSegmentException(String scope, int segment, int totalSegments, String cursor, Throwable cause) {
    super(scope + ": segment " + segment + " of " + totalSegments + " failed "
        + (cursor == null ? "before its first page" : "after a page whose cursor resumes it") + ": " + cause, cause);
    this.segment = segment;
    this.totalSegments = totalSegments;
    this.cursor = cursor;
  }

  /**
   * The failed segment.
   *
   * @return from 0 to {@code totalSegments() - 1}
   */
  public int segment() {
    return segment;
  }

  /**
   * The number of segments of the scan.
   *
   * @return at least 1
   */
  public int totalSegments() {
    return totalSegments;
  }

  /**
   * The cursor of the last page the segment delivered, to resume it with {@code startAfter}.
   *
   * @return empty when the segment failed before delivering a page
   */
  public Optional<String> cursor() {
    return Optional.ofNullable(cursor);
  }
}
