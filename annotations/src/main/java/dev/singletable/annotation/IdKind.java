package dev.singletable.annotation;

/** Which id a {@link GeneratedId} component gets. */
public enum IdKind {
  /**
   * A ULID: 26 upper-case characters of Crockford's base 32, 48 bits of milliseconds then 80 random
   * bits, so that text order is creation order. For {@code String} components.
   */
  ULID,
  /**
   * A version 7 UUID (RFC 9562): milliseconds first, then random bits, so that its text sorts by
   * creation. For {@code UUID} components, or {@code String} ones (the lower-case text).
   */
  UUID_V7,
  /**
   * A random (version 4) UUID, which does not sort by creation. For {@code UUID} or {@code String}
   * components.
   */
  RANDOM_UUID
}
