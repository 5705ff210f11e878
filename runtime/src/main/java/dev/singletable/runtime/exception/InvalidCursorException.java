package dev.singletable.runtime.exception;

/**
 * A cursor given to {@code startAfter} is not one that a page of this same read could have returned:
 * text that is no cursor (tampered, truncated, not base64url), the cursor of another read (another
 * entity, collection, sub-collection, index, scan or segment), or a key outside what the read's key
 * condition selects (another partition, a sort key outside the range or prefix). Refused before
 * anything is sent. A cursor comes from outside (a URL, a request body): a web application answers
 * this with a client error and the caller starts the read again from its first page.
 */
public class InvalidCursorException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The read the cursor was given to. */
  private final String read;

  /**
   * Creates the exception.
   *
   * @param read the read the cursor was given to, as its message names it (e.g. {@code query order
   *     table (PK = CUSTOMER#1)})
   * @param message what is wrong with the cursor and what to do
   * @param cause the decoding failure, or null
   */
  public InvalidCursorException(String read, String message, Throwable cause) {
    super(message, cause);
    this.read = read;
  }

  /**
   * The read the cursor was given to.
   *
   * @return its description, as the message names it
   */
  public String read() {
    return read;
  }
}
