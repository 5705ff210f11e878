package dev.singletable.runtime;

/**
 * A value that cannot be stored or read back without loss: a negative or too wide padded number, a
 * NaN, a year outside {@code 0000..9999}, a null key component, an attribute of the wrong type, a key
 * that does not fit its template. The message names entity, field and value, e.g. {@code
 * event.seqNum = -5: negative values cannot be padded}.
 */
public class InvalidValueException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  // Values are printed into messages; a 400 KB document must not land in a log line whole.
  private static final int SHOWN_CHARACTERS = 200;

  private final String entity;
  private final String field;
  private final transient Object value;
  private final String problem;

  /**
   * Creates the exception.
   *
   * @param entity the entity name
   * @param field the record component, attribute or key field concerned
   * @param value the offending value (may be null)
   * @param problem what is wrong with it, as a phrase that follows the value
   */
  public InvalidValueException(String entity, String field, Object value, String problem) {
    super(message(entity, field, value, problem));
    this.entity = entity;
    this.field = field;
    this.value = value;
    this.problem = problem;
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
    super(message(entity, field, value, problem), cause);
    this.entity = entity;
    this.field = field;
    this.value = value;
    this.problem = problem;
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

  private static String message(String entity, String field, Object value, String problem) {
    return entity + "." + field + " = " + show(value) + ": " + problem;
  }

  private static String show(Object value) {
    if (value instanceof byte[]) {
      return "<" + ((byte[]) value).length + " bytes>";
    }
    String text = String.valueOf(value);
    if (text.length() > SHOWN_CHARACTERS) {
      text = text.substring(0, SHOWN_CHARACTERS) + "...(" + text.length() + " characters)";
    }
    // Quoting text makes empty strings, blanks and delimiters visible.
    return value instanceof CharSequence ? '"' + text + '"' : text;
  }
}
