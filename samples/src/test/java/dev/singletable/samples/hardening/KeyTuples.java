package dev.singletable.samples.hardening;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Crafted key tuples for {@link TenantDoc}, from a seed: components built of the templates' delimiter
 * {@code #} and other punctuation, the escape character {@code \} and runs of it, lone surrogates,
 * surrogate pairs, {@code ?} (what an encoder writes for a lone surrogate), control characters,
 * U+0000, U+FFFF, empty strings, values that are prefixes of others ({@code 12}/{@code 123}, {@code
 * acme}/{@code acme-evil}) and values hundreds of characters long. Tenants, folders and owners are
 * drawn from pools, so that partitions are shared and neighbours meet in one query.
 */
final class KeyTuples {
  /** Well-formed pieces that components are made of. */
  static final List<String> ATOMS = List.of(
      "#", "##", "/", "\\", "\\\\", "\\#", "#\\", "\\\\#", "?", "", "1", "12", "123", "12#3",
      "acme", "acme-evil", "-evil", "DOC", "#DOC#", "FOLDER#", "TENANT#", "OWNER#", "a", "Z", "~",
      "\u0000", "\u0001", "\u001f", "\u007f", "\t", "\n", "\uFFFF", "\uFFFE", "\uFEFF", "\uE000",
      "\uD83D\uDE00", "\uD83D\uDE00#", "\u00e4", "a\u0308", "\u00ff", "\u0100", " ", "%", "$", "${x}", "{", "}");
  /** Halves of surrogate pairs on their own: not Unicode, so never storable. */
  static final List<String> LONE_SURROGATES = List.of("\uD800", "\uDC00", "\uD83D", "\uDE00", "\uDBFF");

  private static final List<String> SPECIAL_TENANTS = List.of(
      "acme", "acme-evil", "acme#", "acme\\", "acme\\#", "acme#evil", "12", "123", "1", "", "?", "??", "#", "\\",
      "\\\\", "\\#", "#\\", "TENANT#acme", "\uD800", "\uDC00", "\uD83D", "\uD83D\uDE00", "\uDE00\uD83D", "a\uD800b",
      "acme\uD800", "\u0000", "\u0000acme", "\uFFFF", "acme\uFFFF", "\u0001\u001f\u007f", "\u00e4", "a\u0308",
      "t".repeat(300), "#".repeat(150), "\\".repeat(150), "\uD83D\uDE00".repeat(60));
  private static final List<String> SPECIAL_FOLDERS = List.of(
      "", "a", "1", "12", "123", "12#3", "#", "\\", "inbox", "inbox#", "inbox\\", "inbox-2", "inbox#DOC#x", "?",
      "\uD800", "\uDC00", "DOC", "#DOC#", "\uFFFF", "\u0000", "\uD83D\uDE00", "f".repeat(200), "#".repeat(100));
  private static final List<String> SPECIAL_OWNERS = List.of(
      "", "ann", "ann-evil", "ann#", "ann\\", "#ann", "?", "\uD800", "\uDFFF", "\uD83D\uDE00", "\u0000", "\uFFFF",
      "o".repeat(250));
  private static final List<String> SPECIAL_DOCS = List.of(
      "", "1", "12", "123", "12#3", "12\\", "#", "\\", "?", "\u0000", "\uFFFF", "\uD83D\uDE00", "\uD800");

  /** One tuple; the owner may be null (the document is then in no owner's index). */
  record Tuple(String tenantId, String folder, String docId, String owner) {
    /** Whether every component is valid Unicode, so that the tuple can be stored as it is. */
    boolean storable() {
      return wellFormed(tenantId) && wellFormed(folder) && wellFormed(docId) && (owner == null || wellFormed(owner));
    }

    TenantDoc doc(int serial) {
      return new TenantDoc(tenantId, folder, docId, owner, serial);
    }
  }

  /** How often a tenant, folder or owner is drawn from the values that are not Unicode. */
  private static final double UNSTORABLE = 0.02;

  private final Random random;
  private final List<String> tenants;
  private final List<String> folders;
  private final List<String> owners;

  KeyTuples(long seed) {
    this.random = new Random(seed);
    this.tenants = pool(SPECIAL_TENANTS, 40);
    this.folders = pool(SPECIAL_FOLDERS, 25);
    this.owners = pool(SPECIAL_OWNERS, 15);
  }

  /** Every tenant tuples are drawn with, storable or not. */
  List<String> tenants() {
    return tenants;
  }

  /** Every folder tuples are drawn with, storable or not. */
  List<String> folders() {
    return folders;
  }

  /** Every owner tuples are drawn with, storable or not. */
  List<String> owners() {
    return owners;
  }

  /** {@code count} tuples; the same seed gives the same tuples. */
  List<Tuple> generate(int count) {
    List<Tuple> tuples = new ArrayList<>(count);
    while (tuples.size() < count) {
      String tenant = draw(tenants);
      String folder = draw(folders);
      String owner = random.nextInt(10) == 0 ? null : draw(owners);
      String doc = random.nextInt(4) == 0 ? draw(SPECIAL_DOCS) : component(0.005, 0.03);
      Tuple tuple = new Tuple(tenant, folder, doc, owner);
      if (fits(tuple)) {
        tuples.add(tuple);
      }
    }
    return tuples;
  }

  /** A random free-text component of 0 to 4 pieces. */
  String component(double loneSurrogate, double long_) {
    StringBuilder value = new StringBuilder();
    int pieces = random.nextInt(5);
    for (int i = 0; i < pieces; i++) {
      double dice = random.nextDouble();
      if (dice < loneSurrogate) {
        value.append(pick(LONE_SURROGATES));
      } else if (dice < loneSurrogate + long_) {
        value.append(pick(List.of("x", "#", "\\", "\uD83D\uDE00", "a#\\")).repeat(20 + random.nextInt(80)));
      } else {
        value.append(pick(ATOMS));
      }
    }
    return value.toString();
  }

  /** A value of the pool: now and then one that is not Unicode, else a storable one. */
  private String draw(List<String> pool) {
    boolean unstorable = random.nextDouble() < UNSTORABLE;
    List<String> candidates = pool.stream().filter(v -> wellFormed(v) != unstorable).toList();
    return candidates.isEmpty() ? pick(pool) : pick(candidates);
  }

  <T> T pick(List<T> values) {
    return values.get(random.nextInt(values.size()));
  }

  Random random() {
    return random;
  }

  private List<String> pool(List<String> specials, int randoms) {
    Set<String> pool = new LinkedHashSet<>(specials);
    while (pool.size() < specials.size() + randoms) {
      pool.add(component(0.005, 0.02));
    }
    return List.copyOf(pool);
  }

  /** Whether DynamoDB's key size limits (2048 bytes partition, 1024 sort) admit the rendered keys. */
  private static boolean fits(Tuple tuple) {
    int sk = "FOLDER##DOC#".length() + worstBytes(tuple.folder()) + worstBytes(tuple.docId());
    int pk = "TENANT#".length() + worstBytes(tuple.tenantId());
    int ownerPk = "OWNER##".length() + worstBytes(tuple.tenantId()) + worstBytes(tuple.owner());
    return sk <= 1024 && pk <= 2048 && ownerPk <= 2048;
  }

  /** An upper bound of the UTF-8 size of a rendered component, delimiters escaped. */
  private static int worstBytes(String value) {
    if (value == null) {
      return 0;
    }
    int bytes = 0;
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      bytes += c == '#' || c == '\\' ? 2 : c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    }
    return bytes;
  }

  /** Whether the string is valid UTF-16: every surrogate is half of a pair. */
  static boolean wellFormed(String value) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (Character.isHighSurrogate(c)) {
        if (i + 1 == value.length() || !Character.isLowSurrogate(value.charAt(i + 1))) {
          return false;
        }
        i++;
      } else if (Character.isLowSurrogate(c)) {
        return false;
      }
    }
    return true;
  }
}
