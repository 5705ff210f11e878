package dev.singletable.runtime.exception;

/**
 * The root of every exception singletable throws of its own, so that callers can catch the library's
 * failures in one place. Unchecked, like the SDK's. Errors of the SDK itself that the runtime does
 * not translate (throttling, validation, network) are thrown as the SDK throws them.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/exceptions.md#runtime-exceptions">Runtime exceptions</a>
 */
public class SingleTableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message.
   *
   * @param message what went wrong, naming the entity and field where there is one
   */
  public SingleTableException(String message) {
    super(message);
  }

  /**
   * Creates an exception with a message and the failure that caused it.
   *
   * @param message what went wrong, naming the entity and field where there is one
   * @param cause the underlying failure
   */
  public SingleTableException(String message, Throwable cause) {
    super(message, cause);
  }
}
