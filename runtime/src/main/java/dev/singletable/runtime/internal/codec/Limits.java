package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeIndexDefinition;
import dev.singletable.runtime.exception.InvalidValueException;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's limits on what it stores, checked on the client before anything is sent: a value
 * DynamoDB would refuse comes back as an {@link InvalidValueException} naming entity and attribute
 * rather than as the SDK's bare validation error after a request (or, in a batch, after part of it).
 * A string that is not valid UTF-16 is the reason this exists at all: DynamoDB does not refuse it,
 * the SDK's UTF-8 encoder turns each unpaired surrogate into {@code ?}, and the value then keys like
 * another tenant's {@code "?"}.
 *
 * <p>One pass over a finished item checks every string, set element and map key (valid Unicode, map
 * keys not empty),
 * every number (at most 38 significant digits, magnitude from 1E-130 to
 * 9.9999999999999999999999999999999999999E+125), nesting ({@value #MAX_DEPTH} levels: at most 31 lists
 * and maps inside one another), sets
 * (not empty, no two elements equal as DynamoDB compares them) and the item's size. Nothing is
 * allocated per string or number; sets allocate one hash set.
 */
public final class Limits {
  /** DynamoDB's item size limit, 400 KB. */
  public static final int MAX_ITEM_BYTES = 400 * 1024;
  /** The longest partition key value, in UTF-8 bytes. */
  public static final int MAX_PARTITION_KEY_BYTES = 2048;
  /** The longest sort key value, in UTF-8 bytes. */
  public static final int MAX_SORT_KEY_BYTES = 1024;
  /** The most lists and maps DynamoDB nests inside one another. */
  public static final int MAX_DEPTH = 32;
  /** The aggregate size of the items of one transaction, 4 MB. */
  public static final long MAX_TRANSACTION_BYTES = 4L * 1024 * 1024;
  /** The most significant digits of a number. */
  public static final int MAX_DIGITS = 38;
  /**
   * The bytes a list or map counts of its own, besides its elements and one byte per element (a map
   * element also its name's UTF-8 bytes).
   */
  public static final int CONTAINER_BYTES = 3;

  private static final int MIN_EXPONENT = -130;
  private static final int MAX_EXPONENT = 125;
  // The same range as doubles: magnitudes from 1E-130 up to (not including) 1E+126.
  private static final double LARGEST_DOUBLE = 1e126;
  private static final double SMALLEST_DOUBLE = 1e-130;

  private Limits() {}

  /**
   * Checks a finished item and returns its size as DynamoDB computes it.
   *
   * @param entity the entity, for messages
   * @param item the item
   * @return the size in bytes
   * @throws InvalidValueException on the first value DynamoDB would refuse or mis-store
   */
  public static int item(String entity, Map<String, AttributeValue> item) {
    long size = 0;
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      String name = attribute.getKey();
      size += name(entity, name, name);
      try {
        size += size(attribute.getValue(), 1);
      } catch (Fault fault) {
        throw fault.at(entity, name);
      }
    }
    if (size > MAX_ITEM_BYTES) {
      throw new InvalidValueException(entity, "(item)", size + " bytes",
          "is larger than DynamoDB's item size limit of " + MAX_ITEM_BYTES + " bytes (400 KB)");
    }
    return (int) size;
  }

  /**
   * Checks one value that goes into a request on its own, as a condition or update operand.
   *
   * @param entity the entity, for messages
   * @param attribute the attribute the value is compared with or written to
   * @param value the encoded value
   * @return the value's size, without an attribute name
   * @throws InvalidValueException when DynamoDB would refuse or mis-store the value
   */
  public static int value(String entity, String attribute, AttributeValue value) {
    if (Items.isEmptySet(value)) {
      // An update turns an empty set into a removal, and refuses to add or delete no elements.
      return 0;
    }
    try {
      return (int) size(value, 1);
    } catch (Fault fault) {
      throw fault.at(entity, attribute);
    }
  }

  /**
   * The size of a value lying at {@code depth}, or -1 when DynamoDB would refuse or mis-store it:
   * what a {@link Measure} adds for a value whose codec does not measure, leaving the refusal and
   * its message to {@link #value}.
   */
  static long measure(AttributeValue value, int depth) {
    try {
      return size(value, depth);
    } catch (RuntimeException refused) {
      return -1;
    }
  }

  /**
   * Checks the key attributes of the indexes keyed by an entity's own attributes, in a finished item
   * or in what an update writes. DynamoDB refuses, after the request, an empty text or binary value in
   * any of them, and a partition key (its attributes together) over {@value #MAX_PARTITION_KEY_BYTES}
   * bytes or a sort key over {@value #MAX_SORT_KEY_BYTES}. Only the attributes {@code values} holds
   * count: an item without one of them is in no such index, and an update's are checked together
   * with each other but not with the ones it leaves as stored.
   *
   * @param entity the entity, for messages
   * @param indexes the entity's indexes keyed by attributes
   * @param values the attributes written, by stored name; each already checked by {@link #item} or
   *     {@link #value}
   * @throws InvalidValueException naming the attribute, its value and the index
   */
  public static void indexKeys(String entity, List<AttributeIndexDefinition> indexes, Map<String, AttributeValue> values) {
    IndexKeyLimits.check(entity, indexes, values);
  }

  /**
   * The UTF-8 length of a string, refusing one that is not valid UTF-16.
   *
   * @param entity the entity, for messages
   * @param field the field or attribute the string belongs to
   * @param text the string
   * @return the number of UTF-8 bytes
   * @throws InvalidValueException when the string holds an unpaired surrogate
   */
  public static int utf8(String entity, String field, String text) {
    long length = utf8(text);
    if (length < 0) {
      throw new InvalidValueException(entity, field, text, unpaired(text, (int) (-length - 1)));
    }
    return (int) length;
  }

  /** The problem phrase for an unpaired surrogate at {@code index}. */
  public static String unpaired(String text, int index) {
    return "is not valid Unicode: an unpaired surrogate \\u" + Integer.toHexString(text.charAt(index)).toUpperCase()
        + " at index " + index + " would be stored as '?' and match other values";
  }

  /**
   * The UTF-8 length of a string, or {@code -(index + 1)} of its first unpaired surrogate.
   * Kept allocation-free: it runs over every string of every item written.
   */
  public static long utf8(String text) {
    // Most text is ASCII, one byte a char: a tight run with one well-predicted test a char counts it.
    // From the first other char on, one pass without a branch per char: each char counts 1 byte, one
    // more from U+0080 and one more from U+0800, and any char from U+D800 to U+DFFF marks the text as
    // holding a surrogate. Text without one (nearly all) is then counted; text with one is counted
    // again by the loop that pairs surrogates and finds an unpaired one.
    int n = text.length();
    int i = 0;
    while (i < n && text.charAt(i) < 0x80) {
      i++;
    }
    if (i == n) {
      return n;
    }
    int extra = 0;
    int surrogate = 0;
    for (; i < n; i++) {
      int c = text.charAt(i);
      extra += ((0x7F - c) >>> 31) + ((0x7FF - c) >>> 31);
      // Negative exactly when c & 0xF800 is 0xD800, the surrogates' block.
      surrogate |= ((c & 0xF800) ^ 0xD800) - 1;
    }
    return surrogate >= 0 ? (long) n + extra : utf8WithSurrogates(text);
  }

  /** {@link #utf8(String)} of a text that holds a surrogate: pairs them, or finds an unpaired one. */
  private static long utf8WithSurrogates(String text) {
    int n = text.length();
    long bytes = 0;
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        bytes++;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (!Character.isSurrogate(c)) {
        bytes += 3;
      } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        return -(i + 1);
      }
    }
    return bytes;
  }

  private static int name(String entity, String field, String name) {
    long length = utf8(name);
    if (length < 0) {
      throw new InvalidValueException(entity, field, name, "is an attribute name that " + unpaired(name, (int) (-length - 1)));
    }
    return (int) length;
  }

  // The rules of "DynamoDB item sizes and formats"
  // (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html):
  // strings are their UTF-8 bytes; numbers 1 byte per two significant digits plus 1 (leading and
  // trailing zeroes trimmed); binary its raw bytes; null and booleans 1 byte; a list or map 3 bytes
  // plus its elements plus 1 byte per element, a map element also counting its name's UTF-8 bytes;
  // a set the sum of its elements. Attribute names count their UTF-8 bytes (see item()).
  private static long size(AttributeValue value, int depth) {
    switch (value.type()) {
      case S:
        return string(value.s());
      case N:
        return number(value.n());
      case B:
        return value.b().asByteArrayUnsafe().length;
      case BOOL:
      case NUL:
        return 1;
      case L:
        return list(value.l(), depth);
      case M:
        return map(value.m(), depth);
      case SS:
        return stringSet(value.ss());
      case NS:
        return numberSet(value.ns());
      case BS:
        return binarySet(value.bs());
      default:
        throw new Fault(value, "is of a type DynamoDB does not know");
    }
  }

  private static long string(String text) {
    long length = utf8(text);
    if (length < 0) {
      throw new Fault(text, unpaired(text, (int) (-length - 1)));
    }
    return length;
  }

  private static long list(List<AttributeValue> list, int depth) {
    deeper(list, depth);
    long size = CONTAINER_BYTES + list.size();
    int index = 0;
    for (AttributeValue element : list) {
      try {
        size += size(element, depth + 1);
      } catch (Fault fault) {
        throw fault.in("[" + index + "]");
      }
      index++;
    }
    return size;
  }

  private static long map(Map<String, AttributeValue> map, int depth) {
    deeper(map, depth);
    long size = CONTAINER_BYTES + map.size();
    for (Map.Entry<String, AttributeValue> entry : map.entrySet()) {
      String key = entry.getKey();
      long keyLength = utf8(key);
      if (keyLength == 0) {
        throw new Fault(key, "is an empty map key, which DynamoDB refuses");
      }
      if (keyLength < 0) {
        throw new Fault(key, "is a map key that " + unpaired(key, (int) (-keyLength - 1)));
      }
      try {
        size += keyLength + size(entry.getValue(), depth + 1);
      } catch (Fault fault) {
        throw fault.in("[\"" + key + "\"]");
      }
    }
    return size;
  }

  /**
   * Refuses a list or map whose contents would lie deeper than DynamoDB allows (32 levels), the
   * contents of a list or map counted as one level below it even when it is empty: an attribute
   * holding 31 nested lists is stored, one holding 32 is refused.
   */
  private static void deeper(Object container, int depth) {
    if (depth + 1 > MAX_DEPTH) {
      throw new Fault(container, "nests lists and maps " + depth + " deep; DynamoDB stores at most " + (MAX_DEPTH - 1)
          + " inside one another (" + MAX_DEPTH + " levels with the attribute)");
    }
  }

  private static long stringSet(List<String> set) {
    if (set.isEmpty()) {
      throw new Fault(set, "is an empty set, which DynamoDB refuses");
    }
    long size = 0;
    for (String element : set) {
      size += string(element);
    }
    if (set.size() > 1 && new HashSet<>(set).size() != set.size()) {
      throw new Fault(set, "holds the same string twice, which DynamoDB refuses");
    }
    return size;
  }

  private static long numberSet(List<String> set) {
    if (set.isEmpty()) {
      throw new Fault(set, "is an empty set, which DynamoDB refuses");
    }
    long size = 0;
    for (String element : set) {
      size += number(element);
    }
    if (set.size() > 1) {
      // DynamoDB compares set elements as numbers: 1.0 and 1.00 are one element, and a set holding
      // both is refused.
      Set<BigDecimal> seen = new HashSet<>();
      for (String element : set) {
        if (!seen.add(new BigDecimal(element).stripTrailingZeros())) {
          throw new Fault(set, "holds " + element + " and a number equal to it, which DynamoDB stores as one and refuses");
        }
      }
    }
    return size;
  }

  private static long binarySet(List<SdkBytes> set) {
    if (set.isEmpty()) {
      throw new Fault(set, "is an empty set, which DynamoDB refuses");
    }
    long size = 0;
    for (SdkBytes element : set) {
      size += element.asByteArrayUnsafe().length;
    }
    if (set.size() > 1 && new HashSet<>(set).size() != set.size()) {
      throw new Fault(set, "holds the same bytes twice, which DynamoDB refuses");
    }
    return size;
  }

  /**
   * The size of a number text, after checking it is a number DynamoDB stores exactly: at most 38
   * significant digits, zero or a magnitude from 1E-130 to 9.9999999999999999999999999999999999999E+125.
   * Scans the text once without parsing it into an object.
   */
  public static int number(String text) {
    int n = text.length();
    int i = 0;
    if (i < n && (text.charAt(i) == '-' || text.charAt(i) == '+')) {
      i++;
    }
    int digits = 0;
    int beforePoint = -1;
    int first = -1;
    int last = -1;
    for (; i < n; i++) {
      char c = text.charAt(i);
      if (c >= '0' && c <= '9') {
        if (c != '0') {
          if (first < 0) {
            first = digits;
          }
          last = digits;
        }
        digits++;
      } else if (c == '.' && beforePoint < 0) {
        beforePoint = digits;
      } else {
        break;
      }
    }
    if (digits == 0) {
      throw new Fault(text, "is not a number");
    }
    if (beforePoint < 0) {
      beforePoint = digits;
    }
    long exponent = 0;
    if (i < n) {
      char e = text.charAt(i++);
      if (e != 'e' && e != 'E' || i == n) {
        throw new Fault(text, "is not a number");
      }
      boolean negative = text.charAt(i) == '-';
      if (text.charAt(i) == '-' || text.charAt(i) == '+') {
        i++;
      }
      if (i == n) {
        throw new Fault(text, "is not a number");
      }
      for (; i < n; i++) {
        char c = text.charAt(i);
        if (c < '0' || c > '9') {
          throw new Fault(text, "is not a number");
        }
        // Past any exponent a number could use, the exact value no longer matters.
        exponent = Math.min(exponent * 10 + (c - '0'), 1_000_000_000L);
      }
      if (negative) {
        exponent = -exponent;
      }
    }
    if (first < 0) {
      return 1;
    }
    int significant = last - first + 1;
    if (significant > MAX_DIGITS) {
      throw new Fault(text, "has " + significant + " significant digits; DynamoDB stores at most " + MAX_DIGITS);
    }
    // The decimal exponent of the first significant digit: d.ddd x 10^magnitude.
    long magnitude = beforePoint - 1 - first + exponent;
    if (magnitude > MAX_EXPONENT) {
      throw new Fault(text, "is larger in magnitude than DynamoDB's largest number, 9.9999999999999999999999999999999999999E+125");
    }
    if (magnitude < MIN_EXPONENT) {
      throw new Fault(text, "is smaller in magnitude than DynamoDB's smallest number other than zero, 1E-130");
    }
    return (significant + 1) / 2 + 1;
  }

  /**
   * Refuses a {@code double} DynamoDB cannot store, instead of letting a write fail later or a value
   * change: NaN, infinities and magnitudes outside 1E-130 to 1E+126. Here rather than with the number
   * codecs, so that {@code Items.putDouble} loads none of them.
   *
   * @param value the value
   * @return the value
   * @throws IllegalArgumentException for such a value
   */
  static double checkDouble(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new IllegalArgumentException("DynamoDB cannot store " + value);
    }
    double magnitude = Math.abs(value);
    if (magnitude >= LARGEST_DOUBLE || (magnitude != 0 && magnitude < SMALLEST_DOUBLE)) {
      throw new IllegalArgumentException(value + " is outside the range of DynamoDB numbers (1E-130 to 1E+126)");
    }
    return value;
  }

  /**
   * A refused value inside an attribute, on its way up to the attribute that holds it. Collects the
   * path to the value; never thrown past this class, so it carries no stack trace.
   */
  private static final class Fault extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Object value;
    private final String problem;
    private final StringBuilder path = new StringBuilder();

    Fault(Object value, String problem) {
      super(problem, null, false, false);
      this.value = value;
      this.problem = problem;
    }

    Fault in(String step) {
      path.insert(0, step);
      return this;
    }

    InvalidValueException at(String entity, String attribute) {
      return new InvalidValueException(entity, attribute + path, value, problem);
    }
  }
}
