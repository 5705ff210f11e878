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
 */
public record MigrationProgress(long seen, long migrated, long skipped, long failed, int finishedSegments,
    int totalSegments) {

  /** Whether every segment was read to its end. */
  public boolean finished() {
    return finishedSegments == totalSegments;
  }

  MigrationProgress plus(MigrationProgress other) {
    return new MigrationProgress(seen + other.seen, migrated + other.migrated, skipped + other.skipped,
        failed + other.failed, finishedSegments + other.finishedSegments, totalSegments);
  }
}
