package dev.singletable.samples.modifications;

import dev.singletable.runtime.exception.ConditionFailedException;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Seed 001's modification patterns as an application over the {@code modifications} table: every
 * method is one request (an update with a condition, or a transaction), so two callers racing each
 * other are kept apart by DynamoDB, not by this class.
 */
public final class ModificationsApp {
  /** How many jobs the queue holds at most. */
  public static final int MAX_JOBS = 10;

  private static final DateTimeFormatter SECONDS = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss");

  private final ModificationsService service;
  private final Clock clock;

  /** The application on {@code service}'s table, stamping versions with {@code clock}. */
  public ModificationsApp(ModificationsService service, Clock clock) {
    this.service = service;
    this.clock = clock;
  }

  // The auto-incrementing number.

  /**
   * The next number of the {@code AUTOINCREMENT} item: one UpdateItem that adds 1 and returns the
   * number as stored afterwards; the first call creates the item and returns 1.
   */
  public long nextId() {
    return service.autoIncrements().upsert().add(AutoIncrementEntity.NUMBER, 1L).execute().number();
  }

  // Counting likes.

  /** Creates post {@code postId} with no likes; refused when it exists. */
  public Post createPost(String postId) {
    return service.posts().create(new Post(postId, 0)).execute();
  }

  /**
   * Records {@code userId}'s like of {@code postId} and counts it, in one transaction: the like item is
   * created only when absent and the post's {@code likeCount} is incremented only when the post
   * exists. A second like by the same user cancels the transaction
   * ({@code TransactionCanceledException}, reason {@code ConditionalCheckFailed} at operation 0),
   * leaving the count as it was.
   */
  public void like(String postId, String userId) {
    service.transactWrite()
        .create(LikeEntity.SCHEMA, new Like(postId, userId))
        .update(PostEntity.SCHEMA, service.posts().update(postId).add(PostEntity.LIKE_COUNT, 1L))
        .execute();
  }

  /**
   * Takes back {@code userId}'s like of {@code postId}: deletes the like item, which must exist, and
   * decrements the post's {@code likeCount}, in one transaction.
   */
  public void unlike(String postId, String userId) {
    service.transactWrite()
        .delete(LikeEntity.SCHEMA, LikeEntity.key(postId, userId), LikeEntity.USER_ID.exists())
        .update(PostEntity.SCHEMA, service.posts().update(postId).subtract(PostEntity.LIKE_COUNT, 1L))
        .execute();
  }

  /** The post's counted likes, or empty when there is no such post. */
  public Optional<Long> likeCount(String postId) {
    return service.posts().get(postId).execute().map(Post::likeCount);
  }

  // The job queue limited to MAX_JOBS entries.

  /**
   * Adds {@code jobId} to the jobs in progress and returns them: one UpdateItem that creates the
   * {@code JOBQUEUE} item and its set on the first job, and adds to the set only while it holds
   * fewer than {@link #MAX_JOBS}. Adding a job already in progress changes nothing.
   *
   * @return the jobs in progress afterwards, or empty when the queue was full and nothing was added
   */
  public Optional<Set<String>> enqueue(String jobId) {
    try {
      JobQueue queue = service.jobQueues().upsert()
          .addToSet(JobQueueEntity.IN_PROGRESS, Set.of(jobId))
          .condition(JobQueueEntity.IN_PROGRESS.notExists().or(JobQueueEntity.IN_PROGRESS.size().lt(MAX_JOBS)))
          .execute();
      return Optional.of(queue.inProgress());
    } catch (ConditionFailedException full) {
      return Optional.empty();
    }
  }

  /**
   * Removes {@code jobId} from the jobs in progress and returns those left (none: an empty set);
   * removing a job that is not there changes nothing.
   */
  public Set<String> finish(String jobId) {
    JobQueue queue = service.jobQueues().update().deleteFromSet(JobQueueEntity.IN_PROGRESS, Set.of(jobId)).execute();
    return queue.inProgress() == null ? Set.of() : queue.inProgress();
  }

  // Documents editable only by their editors.

  /** Stores {@code document} as it is (a put). */
  public Document putDocument(Document document) {
    return service.documents().put(document).execute();
  }

  /**
   * Replaces the content of document {@code documentId} when {@code user} is in the document's own
   * {@code editors} list: one UpdateItem whose condition is {@code contains(editors, :user)}.
   *
   * @return the document as stored afterwards, or empty when {@code user} is not an editor (nothing changed)
   */
  public Optional<Document> editAsEditor(String documentId, String user, String content) {
    try {
      return Optional.of(service.documents().update(documentId)
          .set(DocumentEntity.CONTENT, content)
          .condition(DocumentEntity.EDITORS.containsElement(user))
          .execute());
    } catch (ConditionFailedException notAnEditor) {
      return Optional.empty();
    }
  }

  /** Stores the {@code EDITORS} item listing {@code editors}. */
  public EditorList putEditors(List<String> editors) {
    return service.editorLists().put(EditorList.of(editors)).execute();
  }

  /**
   * Replaces the content of document {@code documentId} when {@code user} is listed on the {@code
   * EDITORS} item, in one transaction: a condition check of the editors item and the update of the
   * document. When {@code user} is not listed the transaction is cancelled
   * ({@code TransactionCanceledException}, reason {@code ConditionalCheckFailed} at operation 0) and
   * the document is unchanged.
   */
  public void editWithEditorsItem(String documentId, String user, String content) {
    service.transactWrite()
        .conditionCheck(EditorListEntity.SCHEMA, EditorListEntity.key(), EditorListEntity.EDITORS.containsElement(user))
        .update(DocumentEntity.SCHEMA, service.documents().update(documentId).set(DocumentEntity.CONTENT, content))
        .execute();
  }

  // Version history.

  /**
   * Starts document {@code documentId} at version 1, in one transaction: {@code V1} and the pointer
   * {@code V0} (current version 1, a copy of its content); refused when the document exists.
   */
  public void createVersioned(String documentId, String author, String content) {
    service.transactWrite()
        .create(DocumentVersionEntity.SCHEMA, new DocumentVersion(documentId, 1, null, now(), author, content))
        .create(DocumentVersionEntity.SCHEMA,
            new DocumentVersion(documentId, DocumentVersion.POINTER, 1, null, null, content))
        .execute();
  }

  /**
   * Prepares version {@code version} of document {@code documentId} without making it current:
   * readers keep seeing the current version until {@link #commit} moves the pointer.
   * Refused ({@code ConditionFailedException}) when that version exists.
   */
  public DocumentVersion prepare(String documentId, int version, String author, String content) {
    return service.documentVersions()
        .create(new DocumentVersion(documentId, version, null, now(), author, content))
        .execute();
  }

  /**
   * Makes the prepared version {@code version} current, in one transaction: a condition check that
   * {@code V<version>} exists with {@code content}, and the pointer {@code V0} moved from {@code expectedCurrent} to it
   * with a copy of its content. A concurrent commit (the pointer no longer at
   * {@code expectedCurrent}) or a version never prepared cancels the transaction.
   */
  public void commit(String documentId, int expectedCurrent, int version, String content) {
    service.transactWrite()
        .conditionCheck(DocumentVersionEntity.SCHEMA, DocumentVersionEntity.key(documentId, version),
            DocumentVersionEntity.CONTENT.eq(content))
        .update(DocumentVersionEntity.SCHEMA, service.documentVersions().update(documentId, DocumentVersion.POINTER)
            .set(DocumentVersionEntity.CURRENT_VERSION, version)
            .set(DocumentVersionEntity.CONTENT, content)
            .condition(DocumentVersionEntity.CURRENT_VERSION.eq(expectedCurrent)))
        .execute();
  }

  /** The pointer {@code V0} of document {@code documentId}: its current version number and content, in one read. */
  public Optional<DocumentVersion> current(String documentId) {
    return service.documentVersions().get(documentId, DocumentVersion.POINTER).execute();
  }

  /** Every row of document {@code documentId}'s history, the pointer {@code V0} first. */
  public List<DocumentVersion> history(String documentId) {
    return service.documentVersions().query().primary(documentId).list();
  }

  private String now() {
    return LocalDateTime.now(clock).truncatedTo(ChronoUnit.SECONDS).format(SECONDS);
  }
}
