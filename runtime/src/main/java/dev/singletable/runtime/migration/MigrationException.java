package dev.singletable.runtime.migration;

import dev.singletable.runtime.exception.SingleTableException;

/**
 * A segment of a migration failed (a request failed after the SDK's retries, or the scan could not
 * go on). The other segments stopped at a page boundary; every segment's checkpoint holds what was
 * done, so running the migration again resumes where each stopped.
 */
public final class MigrationException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The number of the segment that failed. */
  private final int segment;
  private final transient MigrationProgress progress;

  MigrationException(String entity, int segment, MigrationProgress progress, Throwable cause) {
    super("migration of " + entity + ": segment " + segment + " failed (" + cause + "); run it again to resume"
        + " from the checkpoints, progress so far " + progress, cause);
    this.segment = segment;
    this.progress = progress;
  }

  /**
   * The segment that failed first.
   *
   * @return its number, from 0
   */
  public int segment() {
    return segment;
  }

  /**
   * The progress checkpointed when the migration stopped.
   *
   * @return the progress over every segment
   */
  public MigrationProgress progress() {
    return progress;
  }
}
