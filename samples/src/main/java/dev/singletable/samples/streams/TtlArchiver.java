package dev.singletable.samples.streams;

import dev.singletable.runtime.stream.ChangeHandler;
import dev.singletable.runtime.stream.ChangeKind;

/**
 * Seed 003's "time to live for archival building block": a removal that DynamoDB's time to live
 * made (the stream record's user identity is the service principal {@code dynamodb.amazonaws.com})
 * is archived to a second table; a message a user deleted is not. Archiving is a put of the same
 * key, so a redelivered removal archives nothing twice.
 */
public final class TtlArchiver implements ChangeHandler<MessagesService.Change> {
  private final ArchivedMessageEntity archive;

  /**
   * An archiver writing to the archive table.
   *
   * @param archive the archive's entity, bound to its table
   */
  public TtlArchiver(ArchivedMessageEntity archive) {
    this.archive = archive;
  }

  @Override
  public void handle(MessagesService.Change change) {
    if (!(change instanceof MessagesService.MessageChange removal)
        || change.kind() != ChangeKind.REMOVE || !change.byTimeToLive()) {
      return;
    }
    // Without an old image (a KEYS_ONLY or NEW_IMAGE stream) there is nothing to archive.
    removal.oldValue().ifPresent(message -> archive.put(new ArchivedMessage(message.userId(), message.messageId(),
        message.body(), message.expiresAt(), change.approximateCreationTime().orElse(null))).execute());
  }
}
