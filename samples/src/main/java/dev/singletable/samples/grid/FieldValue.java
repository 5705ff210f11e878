package dev.singletable.samples.grid;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.LocalDate;

/**
 * The value of one custom field of an issue: {@code issue-020e} / {@code xvalue-3812}, and in the
 * overloaded index under the field ({@code xattrib-3812}), sorted by value then issue number
 * ({@code 2023-05-01#000001}, {@code 000042#000003}, {@code Approved#000003}).
 *
 * <p>A field's type is data (its {@link FieldDefinition#type()}), so the value is held as the text
 * that sorts as the type does; the factories write dates in ISO form and whole numbers zero-padded
 * to six digits, as the seed does.
 */
@Entity(service = "grid", name = "fieldValue")
@Pk(template = "issue-${issueId}", field = "entityId", collection = "issue")
@Sk(template = "xvalue-${attributeId}", field = "relatedId")
@Gsi(index = "gsi1", name = "byField", pk = "xattrib-${attributeId}", sk = "${value}#${num}", pkField = "gsi1pk",
    skField = "sortString")
public record FieldValue(String issueId, String attributeId, String value, @Padded(6) int num) {
  /** The width whole-number values are padded to. */
  public static final int NUMBER_DIGITS = 6;

  /** A date value, {@code 2023-05-01}. */
  public static FieldValue ofDate(String issueId, String attributeId, LocalDate value, int num) {
    return new FieldValue(issueId, attributeId, value.toString(), num);
  }

  /** A whole-number value from 0 to 999999, {@code 000042}. */
  public static FieldValue ofNumber(String issueId, String attributeId, int value, int num) {
    if (value < 0 || value > 999_999) {
      throw new IllegalArgumentException("a number field holds 0 to 999999: " + value);
    }
    return new FieldValue(issueId, attributeId, number(value), num);
  }

  /** A text value, {@code Approved}. */
  public static FieldValue ofText(String issueId, String attributeId, String value, int num) {
    return new FieldValue(issueId, attributeId, value, num);
  }

  /** The text a whole-number value sorts by: six digits. */
  public static String number(int value) {
    return String.format("%0" + NUMBER_DIGITS + "d", value);
  }
}
