package dev.singletable.runtime;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CancellationException;

/**
 * The end of a library call, as a {@link CallListener} sees it: its result reached the caller, or its
 * failure, or the caller cancelled it. Immutable.
 *
 * @param call the call, as {@link RequestListener#onCall} saw it
 * @param failure what the caller got instead of a result (the library's exception, not the SDK's);
 *     a {@link CancellationException} when the caller cancelled the call; null when the call succeeded
 * @param duration from the start of the terminal to its end
 * @param requests how many requests the call sent
 */
public record CallEndEvent(CallEvent call, Throwable failure, Duration duration, int requests) {
  /**
   * Checks the parts.
   *
   * @param call the call that ended
   * @param failure what the caller got instead of a result, or null when the call succeeded
   * @param duration the time from the start of the terminal to its end
   * @param requests the number of requests the call sent
   */
  public CallEndEvent {
    Objects.requireNonNull(call, "call");
    Objects.requireNonNull(duration, "duration");
  }

  /**
   * Whether the call succeeded.
   *
   * @return true when the caller got a result
   */
  public boolean succeeded() {
    return failure == null;
  }

  /**
   * What became of the call, in the kinds a request's outcome has: {@link ResponseEvent.Outcome#CANCELLED}
   * when the caller cancelled it (a future cancelled, a publisher's subscription cancelled, a lazy stream
   * closed before its end); otherwise the kind of the failure or of the first of its causes that is not
   * {@link ResponseEvent.Outcome#ERROR}, as {@link ResponseEvent#outcome()} tells them: a {@code
   * ConditionFailedException} of a single-item write is {@code CONDITION_FAILED}, a cancelled transaction
   * {@code CANCELLED}, throttling that outlasted the retries {@code THROTTLED}.
   *
   * @return {@link ResponseEvent.Outcome#OK} when the call succeeded
   */
  public ResponseEvent.Outcome outcome() {
    if (failure == null) {
      return ResponseEvent.Outcome.OK;
    }
    int depth = 0;
    for (Throwable cause = failure; cause != null && depth < 8; cause = cause.getCause(), depth++) {
      ResponseEvent.Outcome outcome = ResponseEvent.outcomeOf(cause);
      if (outcome != ResponseEvent.Outcome.ERROR) {
        return outcome;
      }
    }
    return ResponseEvent.Outcome.ERROR;
  }
}
