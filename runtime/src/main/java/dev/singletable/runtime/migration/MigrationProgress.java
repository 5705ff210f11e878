package dev.singletable.runtime.migration;

/**
 * How far a migration got: over every segment, or one segment.
 *
 * @param seen items of an earlier version read
 * @param migrated items rewritten at the current version
 * @param skipped items that changed since they were read (a newer write stands), left as they are
 * @param failed items that could not be read, upcast or rewritten; they stay at their version
 * @param finishedSegments segments read to their end
 * @param totalSegments segments of the migration
 * @param remaining items of an earlier version the table still held when every segment had been read
 *     to its end (counted after the pass, so it includes what writers of earlier versions stored
 *     meanwhile, and the items that failed or were skipped); -1 while a pass is under way
 */
public record MigrationProgress(long seen, long migrated, long skipped, long failed, int finishedSegments,
    int totalSegments, long remaining) {

  /**
   * Whether the migration is done: every segment was read to its end and no item of an earlier
   * version was left after it. A pass that leaves items behind (an old writer still running, items
   * that failed) is not finished; run the migration again once the old writers are stopped.
   *
   * @return true when every segment was read and {@link #remaining()} is zero
   */
  public boolean finished() {
    return allSegmentsRead() && remaining == 0;
  }

  /**
   * Whether every segment was read to its end in the last pass, whatever was left behind.
   *
   * @return true when {@code finishedSegments == totalSegments}
   */
  public boolean allSegmentsRead() {
    return finishedSegments == totalSegments;
  }

  MigrationProgress plus(MigrationProgress other) {
    return new MigrationProgress(seen + other.seen, migrated + other.migrated, skipped + other.skipped,
        failed + other.failed, finishedSegments + other.finishedSegments, totalSegments, remaining);
  }

  MigrationProgress withRemaining(long count) {
    return new MigrationProgress(seen, migrated, skipped, failed, finishedSegments, totalSegments, count);
  }
}
