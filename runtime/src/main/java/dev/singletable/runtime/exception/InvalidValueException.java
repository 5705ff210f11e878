package dev.singletable.runtime.exception;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/**
 * A value that cannot be stored or read back without loss: a negative or too wide padded number, a
 * NaN, a year outside {@code 0000..9999}, a null key component, an attribute of the wrong type, a key
 * that does not fit its template, a value DynamoDB would refuse or store as another value (see
 * {@link dev.singletable.runtime.internal.codec.Identity#stamp}). The message names entity, field and value, e.g. {@code event.seqNum =
 * -5: negative values cannot be padded}, and the item's key where it is known ({@link #withKey}).
 */
public class InvalidValueException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  // Values are printed into messages; a 400 KB document must not land in a log line whole.
  private static final int SHOWN_CHARACTERS = 200;
  private static final int SHOWN_LEVELS = 8;

  /** The entity the value belongs to. */
  private final String entity;
  /** The component or attribute holding the value. */
  private final String field;
  private final transient Object value;
  /** What is wrong with the value. */
  private final String problem;
  /** The item's key, or null when unknown. */
  private final String key;

  /**
   * Creates the exception.
   *
   * @param entity the entity name
   * @param field the record component, attribute or key field concerned
   * @param value the offending value (may be null)
   * @param problem what is wrong with it, as a phrase that follows the value
   */
  public InvalidValueException(String entity, String field, Object value, String problem) {
    super(message(entity, field, value, problem, null));
    this.entity = entity;
    this.field = field;
    this.value = value;
    this.problem = problem;
    this.key = null;
  }

  /**
   * Creates the exception with the failure that revealed the problem.
   *
   * @param entity the entity name
   * @param field the record component, attribute or key field concerned
   * @param value the offending value (may be null)
   * @param problem what is wrong with it, as a phrase that follows the value
   * @param cause the underlying failure
   */
  public InvalidValueException(String entity, String field, Object value, String problem, Throwable cause) {
    super(message(entity, field, value, problem, null), cause);
    this.entity = entity;
    this.field = field;
    this.value = value;
    this.problem = problem;
    this.key = null;
  }

  private InvalidValueException(InvalidValueException original, String key) {
    super(message(original.entity, original.field, original.value, original.problem, key), original);
    this.entity = original.entity;
    this.field = original.field;
    this.value = original.value;
    this.problem = original.problem;
    this.key = key;
  }

  /**
   * This failure with the key of the item it was found in, for a caller that knows the key when
   * the code that found the problem did not. The original is the new exception's cause.
   *
   * @param key the item's key as the table shows it ({@code pk=TENANT#a, sk=NOTE#1})
   * @return a new exception naming the key, or this one when it names a key already or {@code key}
   *     is null
   */
  public InvalidValueException withKey(String key) {
    return key == null || this.key != null ? this : new InvalidValueException(this, key);
  }

  /**
   * The key of the item the value was meant for, where it was known.
   *
   * @return the item's key as the table shows it, or empty
   */
  public Optional<String> key() {
    return Optional.ofNullable(key);
  }

  /**
   * The entity the value belongs to.
   *
   * @return the entity name
   */
  public String entity() {
    return entity;
  }

  /**
   * The record component, attribute or key field the value was meant for.
   *
   * @return the field name
   */
  public String field() {
    return field;
  }

  /**
   * The offending value.
   *
   * @return the value, possibly null
   */
  public Object value() {
    return value;
  }

  /**
   * What is wrong with the value, without entity, field and value.
   *
   * @return the problem phrase
   */
  public String problem() {
    return problem;
  }

  private static String message(String entity, String field, Object value, String problem, String key) {
    return entity + "." + field + " = " + show(value) + ": " + problem + (key == null ? "" : " (item " + key + ")");
  }

  private static String show(Object value) {
    if (value instanceof byte[]) {
      return "<" + ((byte[]) value).length + " bytes>";
    }
    if (value instanceof Collection || value instanceof Map) {
      // toString() of a collection that contains itself through another one never returns, and of
      // a 400 KB document builds 400 KB to print 200 characters.
      StringBuilder shown = new StringBuilder();
      appendBounded(shown, value, 0);
      return shown.length() > SHOWN_CHARACTERS ? shown.substring(0, SHOWN_CHARACTERS) + "..." : shown.toString();
    }
    String text = text(value);
    if (text.length() > SHOWN_CHARACTERS) {
      text = text.substring(0, SHOWN_CHARACTERS) + "...(" + text.length() + " characters)";
    }
    // Quoting text makes empty strings, blanks and delimiters visible.
    return value instanceof CharSequence ? '"' + text + '"' : text;
  }

  private static void appendBounded(StringBuilder out, Object value, int depth) {
    if (out.length() > SHOWN_CHARACTERS) {
      return;
    }
    if (depth > SHOWN_LEVELS) {
      out.append("...");
    } else if (value instanceof Map) {
      out.append('{');
      String separator = "";
      for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
        if (out.length() > SHOWN_CHARACTERS) {
          break;
        }
        out.append(separator).append(entry.getKey()).append('=');
        appendBounded(out, entry.getValue(), depth + 1);
        separator = ", ";
      }
      out.append('}');
    } else if (value instanceof Collection) {
      out.append('[');
      String separator = "";
      for (Object element : (Collection<?>) value) {
        if (out.length() > SHOWN_CHARACTERS) {
          break;
        }
        out.append(separator);
        appendBounded(out, element, depth + 1);
        separator = ", ";
      }
      out.append(']');
    } else {
      String text = text(value);
      out.append(text, 0, Math.min(text.length(), SHOWN_CHARACTERS));
    }
  }

  /** The value's {@code toString()}, or what stands in for one that does not return or throws. */
  private static String text(Object value) {
    try {
      return String.valueOf(value);
    } catch (RuntimeException | StackOverflowError e) {
      // A record that holds itself through a list it holds, or a toString() that throws, must not
      // take the place of the problem being reported: such a value is refused because it contains
      // itself, and its toString() recurses the same way.
      return "<" + value.getClass().getName() + ": toString() " + (e instanceof StackOverflowError ? "does not return" : "failed") + ">";
    }
  }
}
