package dev.singletable.runtime.exception;

/**
 * A page of a paged transaction ({@link dev.singletable.runtime.operation.TransactWrites}) failed:
 * nothing of that page was applied, every page before it was, and no page after it was sent. The
 * writes are numbered from 0 in the order they were added; {@link #appliedWrites()} of them, the
 * first ones, were applied, so the caller may resume with the writes from there. The cause is the
 * page's failure, a {@link TransactionCanceledException} with its reasons when DynamoDB cancelled it.
 */
public class TransactionPageException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The number of the page that failed, from 0. */
  private final int failedPage;
  /** The number of pages of the transaction. */
  private final int pages;
  /** The number of writes applied by the pages before the failed one. */
  private final int appliedWrites;
  /** The number of writes in the failed page. */
  private final int failedWrites;

  /**
   * Creates the exception.
   *
   * @param failedPage the page that failed, from 0; the pages before it were applied
   * @param pages the number of pages the writes were split into
   * @param appliedWrites the writes applied, the first ones (those of the pages before)
   * @param failedWrites the writes of the page that failed
   * @param cause the page's failure
   */
  public TransactionPageException(int failedPage, int pages, int appliedWrites, int failedWrites, Throwable cause) {
    super("transaction page " + failedPage + " of pages 0 to " + (pages - 1) + " (writes " + appliedWrites + " to "
        + (appliedWrites + failedWrites - 1) + ") failed, nothing of it was applied; "
        + (failedPage == 0 ? "no page was applied" : "pages 0 to " + (failedPage - 1) + " (writes 0 to "
            + (appliedWrites - 1) + ") were applied")
        + "; later pages were not sent: " + (cause == null ? "" : cause.getMessage()), cause);
    this.failedPage = failedPage;
    this.pages = pages;
    this.appliedWrites = appliedWrites;
    this.failedWrites = failedWrites;
  }

  /**
   * The page that failed, from 0.
   *
   * @return its index; it is also the number of pages applied before it
   */
  public int failedPage() {
    return failedPage;
  }

  /**
   * The pages applied, all before {@link #failedPage()}.
   *
   * @return their number
   */
  public int appliedPages() {
    return failedPage;
  }

  /**
   * The number of pages the writes were split into.
   *
   * @return at least {@link #failedPage()} + 1
   */
  public int pages() {
    return pages;
  }

  /**
   * The writes applied: the first ones, those of the pages before the failed one.
   *
   * @return their number, the index of the failed page's first write
   */
  public int appliedWrites() {
    return appliedWrites;
  }

  /**
   * The writes of the failed page, none of them applied.
   *
   * @return their number
   */
  public int failedWrites() {
    return failedWrites;
  }
}
