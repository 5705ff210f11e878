package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A customer's question, {@code CUSTOMER#XYQ / #QUESTION#99998} for question 2: the leading {@code #}
 * sorts questions before the customer, and the number subtracted from 100,000 puts the newest
 * first in ascending order. The subtraction is done here ({@link #of}) and stored as a padded
 * component, so that the key is exactly the seed's.
 *
 * @param sortNumber {@code 100000 - questionId}
 */
@Entity(service = "relationships", name = "question")
@Pk(template = "CUSTOMER#${customerId}", field = "PK", collection = "customer")
@Sk(template = "#QUESTION#${sortNumber}", field = "SK")
public record Question(String customerId, @Padded(5) int sortNumber, int questionId, String text) {
  /** The largest question number plus one: question {@code n} sorts as {@code 100000 - n}. */
  public static final int SORT_BASE = 100_000;

  /** A question, its sort number derived from its id (1 to 99,999). */
  public static Question of(String customerId, int questionId, String text) {
    if (questionId < 1 || questionId >= SORT_BASE) {
      throw new IllegalArgumentException("question ids run from 1 to " + (SORT_BASE - 1) + ", was " + questionId);
    }
    return new Question(customerId, SORT_BASE - questionId, questionId, text);
  }
}
