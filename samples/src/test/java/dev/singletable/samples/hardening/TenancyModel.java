package dev.singletable.samples.hardening;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * What a table of {@link TenantDoc} items must hold after a run of writes, kept in memory by exact Java
 * string equality of the components, and the answers every query must give. Key order is the
 * rendering the design specifies, written out here independently of the runtime: {@code #} and
 * {@code \} inside a component are prefixed with {@code \}, and keys compare by code point, as
 * DynamoDB compares UTF-8 bytes.
 */
final class TenancyModel {
  /** Primary key tuple to the document last written there. */
  private final Map<List<String>, TenantDoc> docs = new HashMap<>();

  static List<String> key(TenantDoc doc) {
    return List.of(doc.tenantId(), doc.folder(), doc.docId());
  }

  void put(TenantDoc doc) {
    docs.put(key(doc), doc);
  }

  Collection<TenantDoc> all() {
    return docs.values();
  }

  /** A tenant's documents matching {@code keep}, in primary sort-key order. */
  List<TenantDoc> primary(String tenantId, Predicate<TenantDoc> keep) {
    return select(d -> d.tenantId().equals(tenantId) && keep.test(d), Comparator.comparing(TenancyModel::sk, CODE_POINTS));
  }

  /** The documents of one tenant and owner matching {@code keep}, in index sort-key order. */
  List<TenantDoc> byOwner(String tenantId, String owner, Predicate<TenantDoc> keep) {
    return select(d -> d.tenantId().equals(tenantId) && owner.equals(d.owner()) && keep.test(d),
        Comparator.comparing(TenancyModel::ownerSk, CODE_POINTS));
  }

  private List<TenantDoc> select(Predicate<TenantDoc> keep, Comparator<TenantDoc> order) {
    List<TenantDoc> selected = new ArrayList<>();
    for (TenantDoc doc : docs.values()) {
      if (keep.test(doc)) {
        selected.add(doc);
      }
    }
    selected.sort(order);
    return selected;
  }

  // ----- the rendering the design specifies

  static String escape(String component) {
    StringBuilder escaped = new StringBuilder(component.length() + 8);
    for (int i = 0; i < component.length(); i++) {
      char c = component.charAt(i);
      if (c == '#' || c == '\\') {
        escaped.append('\\');
      }
      escaped.append(c);
    }
    return escaped.toString();
  }

  static String pk(TenantDoc doc) {
    return "TENANT#" + escape(doc.tenantId());
  }

  static String sk(TenantDoc doc) {
    return "FOLDER#" + escape(doc.folder()) + "#DOC#" + escape(doc.docId());
  }

  static String ownerPk(TenantDoc doc) {
    return doc.owner() == null ? null : "OWNER#" + escape(doc.tenantId()) + "#" + escape(doc.owner());
  }

  static String ownerSk(TenantDoc doc) {
    return doc.owner() == null ? null : escape(doc.folder()) + "#" + escape(doc.docId());
  }

  /**
   * How a component compares in a range: its rendered text, followed by the first character of the
   * literal after it ({@code #}) unless it ends the template.
   */
  static String rank(String component, boolean followedByDelimiter) {
    return followedByDelimiter ? escape(component) + "#" : escape(component);
  }

  /** Code point order, which is DynamoDB's order of UTF-8 bytes. */
  static final Comparator<String> CODE_POINTS = TenancyModel::compareCodePoints;

  static int compareCodePoints(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int x = a.codePointAt(i);
      int y = b.codePointAt(j);
      if (x != y) {
        return Integer.compare(x, y);
      }
      i += Character.charCount(x);
      j += Character.charCount(y);
    }
    return Boolean.compare(i < a.length(), j < b.length());
  }

  /** The predicate of a range step on a component: {@code op} is one of Gt, Gte, Lt, Lte. */
  static Predicate<String> range(String op, String bound, boolean followedByDelimiter) {
    String b = rank(bound, followedByDelimiter);
    return value -> {
      int c = compareCodePoints(rank(value, followedByDelimiter), b);
      switch (op) {
        case "Gt":
          return c > 0;
        case "Gte":
          return c >= 0;
        case "Lt":
          return c < 0;
        case "Lte":
          return c <= 0;
        default:
          throw new IllegalArgumentException(op);
      }
    };
  }
}
