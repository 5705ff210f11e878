package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.runtime.internal.PrimaryKey;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The keys an entity stores (primary key, then index keys), as its generated {@code fromItem}
 * checks them against the components it read: a stored item is only returned as the record whose
 * components render exactly the keys it is stored under. An item written by another tool that stores
 * only the keys gets its missing components {@linkplain #decodeMissing decoded} from them.
 *
 * <p>The check costs one lookup per stored key and one pass over it, comparing it with the encoded
 * components in place; a key is rendered only to report a mismatch. {@code fromItem} asks {@link
 * #complete} only when a key component reads as null. Instances are immutable and thread-safe.
 */
public final class StoredKeys {
  private final String entity;
  private final String partitionKeyField;
  private final String sortKeyField;
  private final Key[] keys;

  private StoredKeys(String entity, String partitionKeyField, String sortKeyField, Key[] keys) {
    this.entity = entity;
    this.partitionKeyField = partitionKeyField;
    this.sortKeyField = sortKeyField;
    this.keys = keys;
  }

  /**
   * One stored key: its template, and the attributes its components are stored in.
   *
   * @param template the key's template
   * @param attributes the stored name of each component, in template order
   * @return the key
   * @throws IllegalArgumentException when the count differs from the template's components
   */
  public static Key key(KeyTemplate template, String... attributes) {
    Objects.requireNonNull(template, "template");
    if (attributes.length != template.size()) {
      throw new IllegalArgumentException(template.entity() + "." + template.field() + ": template " + template
          + " has " + template.size() + " components, " + attributes.length + " attributes given");
    }
    return new Key(template, attributes.clone());
  }

  /**
   * The keys of one entity.
   *
   * @param partitionKey the primary partition key
   * @param sortKey the primary sort key, null when the entity has none
   * @param indexKeys the keys of the global secondary indexes
   * @return the keys
   */
  public static StoredKeys of(Key partitionKey, Key sortKey, Key... indexKeys) {
    Objects.requireNonNull(partitionKey, "partitionKey");
    int primary = sortKey == null ? 1 : 2;
    Key[] all = new Key[primary + indexKeys.length];
    all[0] = partitionKey;
    if (sortKey != null) {
      all[1] = sortKey;
    }
    System.arraycopy(indexKeys, 0, all, primary, indexKeys.length);
    return new StoredKeys(partitionKey.template.entity(), partitionKey.template.field(),
        sortKey == null ? null : sortKey.template.field(), all);
  }

  /**
   * Whether the item holds the attribute of every component of every key it carries, so that
   * {@code fromItem} reads them as they are; otherwise it first {@linkplain #decodeMissing decodes}
   * the missing ones.
   *
   * @param item the stored item
   * @return true for every item {@code toItem} wrote
   */
  public boolean complete(Map<String, AttributeValue> item) {
    for (Key key : keys) {
      if (item.containsKey(key.template.field())) {
        for (String attribute : key.attributes) {
          if (!item.containsKey(attribute)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /**
   * The components the item lacks, decoded from the first key (primary key first) that carries
   * them.
   *
   * @param item the stored item
   * @return the decoded texts, by stored attribute name
   * @throws InvalidValueException (entity, key field, stored key) when a carried key does not fit
   *     its template
   */
  public KeyComponents decodeMissing(Map<String, AttributeValue> item) {
    KeyComponents decoded = new KeyComponents(entity);
    for (Key key : keys) {
      String field = key.template.field();
      AttributeValue stored = item.get(field);
      if (stored == null || !needsAny(item, key, decoded)) {
        continue;
      }
      String text = key.template.storedText(stored);
      if (text == null) {
        throw new InvalidValueException(entity, field, stored, "is not a " + key.template.storedType());
      }
      String[] components = key.template.decode(text);
      for (int i = 0; i < components.length; i++) {
        String attribute = key.attributes[i];
        // Null: absent from a key written with only its first components (@Gsi(partialKeys = true)).
        if (components[i] != null && !item.containsKey(attribute) && !decoded.has(attribute)) {
          decoded.add(attribute, components[i], field, text);
        }
      }
    }
    return decoded;
  }

  /**
   * Checks that a key the item is stored under is the one its components render; an absent key
   * (a projection that left it out) is not checked.
   *
   * @param item the stored item
   * @param template the key's template
   * @param rendered the key rendered from the components the record was built from
   * @throws KeyMismatchException when the stored key differs, naming the first component that does
   */
  public void check(Map<String, AttributeValue> item, KeyTemplate template, String rendered) {
    AttributeValue stored = item.get(template.field());
    if (stored == null || rendered.equals(template.storedText(stored))) {
      return;
    }
    throw mismatch(item, template, stored, rendered);
  }

  /**
   * {@link #check(Map, KeyTemplate, String)} from the key's encoded components, compared with the
   * stored key in place: the key is rendered only to report a mismatch.
   *
   * @param item the stored item
   * @param template the key's template
   * @param c0 the encoded component the record was built from
   * @throws KeyMismatchException when the stored key differs, naming the first component that does
   */
  public void checkEncoded(Map<String, AttributeValue> item, KeyTemplate template, String c0) {
    AttributeValue stored = item.get(template.field());
    if (stored == null) {
      absent(template, c0);
    } else {
      checkStored(item, stored, template, c0);
    }
  }

  /**
   * {@link #checkEncoded(Map, KeyTemplate, String)} for a key of one text component, given its value:
   * the stored key is walked against the value in place, and the value is encoded (refusing what no
   * key holds) only when that walk does not match or the item carries no such key.
   *
   * @param item the stored item
   * @param template the key's template, of one text component
   * @param value the component the record was built from
   * @throws KeyMismatchException when the stored key differs
   * @throws InvalidValueException when the value cannot be a component, as {@link KeyTemplate#text(int, String)}
   */
  public void checkText(Map<String, AttributeValue> item, KeyTemplate template, String value) {
    AttributeValue stored = item.get(template.field());
    if (stored == null || !template.rendersText(template.storedText(stored), value)) {
      checkEncoded(item, template, template.text(0, value));
    }
  }

  /**
   * {@link #checkStored(Map, AttributeValue, KeyTemplate, String)} for a key of one text component,
   * given its value; see {@link #checkText}.
   *
   * @param item the stored item
   * @param stored the item's attribute {@code template.field()}, not null
   * @param template the key's template, of one text component
   * @param value the component the record was built from
   * @throws KeyMismatchException when the stored key differs
   */
  public void checkStoredText(Map<String, AttributeValue> item, AttributeValue stored, KeyTemplate template,
      String value) {
    if (!template.rendersText(template.storedText(stored), value)) {
      checkStored(item, stored, template, template.text(0, value));
    }
  }

  /** {@link #checkText(Map, KeyTemplate, String)} for a key of two text components. */
  public void checkText(Map<String, AttributeValue> item, KeyTemplate template, String c0, String c1) {
    AttributeValue stored = item.get(template.field());
    if (stored == null || !template.rendersText(template.storedText(stored), c0, c1)) {
      checkEncoded(item, template, template.text(0, c0), template.text(1, c1));
    }
  }

  /** {@link #checkStoredText(Map, AttributeValue, KeyTemplate, String)} for a key of two text components. */
  public void checkStoredText(Map<String, AttributeValue> item, AttributeValue stored, KeyTemplate template,
      String c0, String c1) {
    if (!template.rendersText(template.storedText(stored), c0, c1)) {
      checkStored(item, stored, template, template.text(0, c0), template.text(1, c1));
    }
  }

  /**
   * {@link #checkEncoded(Map, KeyTemplate, String)} for a key of one component zero-padded to {@code
   * width} digits, given the number: its digits are compared with the stored key in place, and it is
   * encoded only when they differ or the item carries no such key.
   *
   * @param item the stored item
   * @param template the key's template, of one padded component
   * @param value the component the record was built from
   * @param width the number of digits
   * @throws KeyMismatchException when the stored key differs
   * @throws InvalidValueException when the value cannot be padded, as {@link KeyTemplate#padded(int, long, int)}
   */
  public void checkPadded(Map<String, AttributeValue> item, KeyTemplate template, long value, int width) {
    AttributeValue stored = item.get(template.field());
    if (stored == null || !template.rendersPadded(template.storedText(stored), value, width)) {
      checkEncoded(item, template, template.padded(0, value, width));
    }
  }

  /**
   * {@link #checkStored(Map, AttributeValue, KeyTemplate, String)} for a key of one padded
   * component, given the number; see {@link #checkPadded}.
   *
   * @param item the stored item
   * @param stored the item's attribute {@code template.field()}, not null
   * @param template the key's template, of one padded component
   * @param value the component the record was built from
   * @param width the number of digits
   * @throws KeyMismatchException when the stored key differs
   */
  public void checkStoredPadded(Map<String, AttributeValue> item, AttributeValue stored, KeyTemplate template,
      long value, int width) {
    if (!template.rendersPadded(template.storedText(stored), value, width)) {
      checkStored(item, stored, template, template.padded(0, value, width));
    }
  }

  /** An absent key is not compared, but its components are checked as ever: apart, as a path reads rarely take. */
  private static void absent(KeyTemplate template, String c0) {
    template.render(c0);
  }

  /** {@link #checkEncoded(Map, KeyTemplate, String)} for a key of two components. */
  public void checkEncoded(Map<String, AttributeValue> item, KeyTemplate template, String c0, String c1) {
    AttributeValue stored = item.get(template.field());
    if (stored == null) {
      template.render(c0, c1); // an absent key is not compared, but its components are checked as ever
    } else {
      checkStored(item, stored, template, c0, c1);
    }
  }

  /** {@link #checkEncoded(Map, KeyTemplate, String)} for a constant key, which has no components. */
  public void checkEncoded(Map<String, AttributeValue> item, KeyTemplate template) {
    AttributeValue stored = item.get(template.field());
    if (stored != null && !template.renders(template.storedText(stored))) {
      throw mismatch(item, template, stored, template.render());
    }
  }

  /** {@link #checkEncoded(Map, KeyTemplate, String)} for a key of any number of components. */
  public void checkEncoded(Map<String, AttributeValue> item, KeyTemplate template, String... components) {
    AttributeValue stored = item.get(template.field());
    if (stored == null) {
      template.render(components); // an absent key is not compared, but its components are checked as ever
    } else {
      checkStored(item, stored, template, components);
    }
  }

  /**
   * {@link #checkEncoded(Map, KeyTemplate, String)} for a key the item carries, which the caller
   * has looked up: an index key, present only on the items in the (sparse) index.
   *
   * @param item the stored item
   * @param stored the item's attribute {@code template.field()}, not null
   * @param template the key's template
   * @param c0 the encoded component the record was built from
   * @throws KeyMismatchException when the stored key differs, naming the first component that does
   */
  public void checkStored(Map<String, AttributeValue> item, AttributeValue stored, KeyTemplate template, String c0) {
    if (!template.renders(template.storedText(stored), c0)) {
      throw mismatch(item, template, stored, template.render(c0));
    }
  }

  /** {@link #checkStored(Map, AttributeValue, KeyTemplate, String)} for a key of two components. */
  public void checkStored(Map<String, AttributeValue> item, AttributeValue stored, KeyTemplate template, String c0,
      String c1) {
    if (!template.renders(template.storedText(stored), c0, c1)) {
      throw mismatch(item, template, stored, template.render(c0, c1));
    }
  }

  /** {@link #checkStored(Map, AttributeValue, KeyTemplate, String)} for a key of any number of components. */
  public void checkStored(Map<String, AttributeValue> item, AttributeValue stored, KeyTemplate template,
      String... components) {
    if (!template.renders(template.storedText(stored), components)) {
      throw mismatch(item, template, stored, template.render(components));
    }
  }

  /**
   * The exception to throw for a failure to read an item: the failure with the item's key added.
   *
   * @param item the stored item
   * @param failure what reading it threw
   * @return the exception naming entity, attribute, value and key: a {@link KeyMismatchException}
   *     when a component read from the item's attributes cannot be rendered into its unescaped key
   */
  public InvalidItemException invalid(Map<String, AttributeValue> item, InvalidValueException failure) {
    Map<String, AttributeValue> key = PrimaryKey.of(item, partitionKeyField, sortKeyField);
    if (failure instanceof ComponentEncoders.Unsplittable unsplittable) {
      // The item's attribute holds what no write of the entity stores in an unescaped key: the key
      // splits otherwise, and the item is refused as one whose components disagree with its key.
      AttributeValue stored = item.get(unsplittable.keyField());
      String storedKey = stored == null ? null : stored.s();
      return new KeyMismatchException(entity, failure.field(), failure.value(), failure.problem()
          + (storedKey == null ? "" : "; the item's key " + unsplittable.keyField() + " = \"" + storedKey
              + "\" cannot be its key") + "; the item was not written by " + entity + " and is refused",
          key, unsplittable.keyField(), storedKey);
    }
    return InvalidItemException.of(failure, key);
  }

  /**
   * {@link #invalid}, typed as the {@code RuntimeException} a generated {@code fromItem} throws: the
   * verifier of the entity class, which the first item written loads, then loads no exception class
   * that only reads throw.
   *
   * @param item the stored item
   * @param failure what reading it threw
   * @return the exception {@link #invalid} returns
   */
  public RuntimeException refusal(Map<String, AttributeValue> item, InvalidValueException failure) {
    return invalid(item, failure);
  }

  /**
   * What a generated {@code fromEarlierItem} throws when reading an item of an earlier version or
   * upcasting it failed: an {@link InvalidItemException} (the earlier layout's read refused the item)
   * unchanged, anything else as {@link #upcastFailed}. Typed as {@code RuntimeException} and deciding
   * here rather than in a {@code catch} of the generated code, so that the verifier of the entity
   * class, which the first item written loads, loads no exception class that only reads throw.
   *
   * @param item the stored item
   * @param from the version the item was stored by
   * @param to the version the upcast was to reach
   * @param failure what reading or upcasting threw
   * @return the exception to throw
   */
  public RuntimeException upcastRefusal(Map<String, AttributeValue> item, int from, int to, RuntimeException failure) {
    return failure instanceof InvalidItemException ? failure : upcastFailed(item, from, to, failure);
  }

  /**
   * The failure of an {@code @Upcast} method on an item stored by an earlier version.
   *
   * @param item the stored item
   * @param from the version the item was stored by
   * @param to the version the upcast was to reach
   * @param cause what the upcast threw (a null result is a {@link NullPointerException})
   * @return the exception naming the entity, the versions and the item's key
   */
  private InvalidItemException upcastFailed(Map<String, AttributeValue> item, int from, int to, RuntimeException cause) {
    return InvalidItemException.of(new InvalidValueException(entity, EntitySchema.VERSION_ATTRIBUTE, from,
        "stored by version " + from + " could not be upcast to version " + to + ": " + cause, cause),
        PrimaryKey.of(item, partitionKeyField, sortKeyField));
  }

  private static boolean needsAny(Map<String, AttributeValue> item, Key key, KeyComponents decoded) {
    for (String attribute : key.attributes) {
      if (!item.containsKey(attribute) && !decoded.has(attribute)) {
        return true;
      }
    }
    return false;
  }

  private KeyMismatchException mismatch(Map<String, AttributeValue> item, KeyTemplate template,
      AttributeValue stored, String rendered) {
    Map<String, AttributeValue> key = PrimaryKey.of(item, partitionKeyField, sortKeyField);
    String field = template.field();
    String storedKey = template.storedText(stored);
    if (storedKey == null) {
      return new KeyMismatchException(entity, field, stored, "is not a " + template.storedType()
          + "; the item was not written by "
          + entity, key, field, null);
    }
    String[] expected;
    try {
      expected = template.decode(storedKey);
    } catch (InvalidValueException e) {
      return new KeyMismatchException(entity, field, storedKey, "is not a key of template " + template
          + "; the item was not written by " + entity, key, field, storedKey);
    }
    String[] actual = template.decode(rendered);
    for (int i = 0; i < actual.length; i++) {
      if (!java.util.Objects.equals(actual[i], expected[i])) {
        String component = template.componentName(i);
        String attribute = attributeOf(template, i);
        String storedText = attribute == null ? null : text(item.get(attribute));
        if (storedText != null && same(storedText, expected[i])) {
          // The item's attribute agrees with its key: the record built from it changed the value.
          return new KeyMismatchException(entity, component, actual[i], "is what the record's constructor makes"
              + " of it, but the item stores " + attribute + " = \"" + storedText + "\" and its key " + field
              + " = \"" + storedKey + "\" agrees with that: the record derives " + component + " in its compact"
              + " constructor, and a write that stored another value (an update that set it, or a component it is"
              + " derived from) left an item the record cannot represent; it is refused (\"Derived components\" in"
              + " docs/guides/writes.md says how to read it back and repair it)", key, field, storedKey);
        }
        return new KeyMismatchException(entity, component, actual[i],
            "disagrees with the item's key " + field + " = \"" + storedKey + "\", which says \"" + expected[i]
                + "\"; either the item was not written by " + entity + ", or the record's compact constructor"
                + " changes " + component + "; it is refused", key, field, storedKey);
      }
    }
    // Same components, different text: a non-canonical rendering (a padded number of another width).
    return new KeyMismatchException(entity, field, storedKey, "is not the key its components render (\"" + rendered
        + "\"); the item was not written by " + entity + " and is refused", key, field, storedKey);
  }

  /**
   * The exception a write throws when the item it wrote cannot be read back: the read's mismatch,
   * saying that the write was applied.
   *
   * @param mismatch what reading the item back threw
   * @param write the write, e.g. {@code update}
   * @return the exception to throw
   */
  public static KeyMismatchException applied(KeyMismatchException mismatch, String write) {
    return new KeyMismatchException(mismatch.entity(), mismatch.field(), mismatch.value(), mismatch.problem()
        + "; the " + write + " was applied, and the item it left is refused by every read until it is repaired",
        mismatch.itemKey(), mismatch.keyField(), mismatch.storedKey());
  }

  /** The stored attribute of a template's component; null when the entity names none. */
  private String attributeOf(KeyTemplate template, int i) {
    for (Key key : keys) {
      if (key.template == template && i < key.attributes.length) {
        return key.attributes[i];
      }
    }
    return null;
  }

  /** A stored string's or number's text; null for other types or none. */
  private static String text(AttributeValue value) {
    if (value == null) {
      return null;
    }
    return value.s() != null ? value.s() : value.n();
  }

  /** Whether a stored attribute's text is the key's component text: equal, or the same number. */
  private static boolean same(String stored, String inKey) {
    if (stored.equals(inKey)) {
      return true;
    }
    try {
      return new java.math.BigDecimal(stored).compareTo(new java.math.BigDecimal(inKey)) == 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** One stored key of an entity: its template and its components' attributes. */
  public static final class Key {
    private final KeyTemplate template;
    private final String[] attributes;

    private Key(KeyTemplate template, String[] attributes) {
      this.template = template;
      this.attributes = attributes;
    }
  }
}
