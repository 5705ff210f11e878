package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;

/**
 * Bounds the recursion of encoders: a list or map that contains itself, or one nested thousands of
 * levels deep, would otherwise end in a {@link StackOverflowError} before {@link Limits} ever sees
 * the item. Each encoder that may recurse (lists, maps, nested records, converters) enters one
 * level around its work; past {@link #LIMIT} levels the encoder refuses the value. The limit is one
 * above what DynamoDB stores, so that a value merely too deep is refused by {@link Limits} with its
 * exact path, and only a cycle or a runaway depth stops here.
 */
final class Nesting {
  static final int LIMIT = Limits.MAX_DEPTH;

  // Codecs are shared, stateless singletons, and AttributeCodec.encode has no depth parameter:
  // the depth of the encoding under way on this thread is the only state they can consult.
  // A plain ThreadLocal filled on first use, not withInitial(lambda) nor an anonymous subclass:
  // the first item encoded in a JVM loads no class for it beyond ThreadLocal itself.
  private static final ThreadLocal<int[]> DEPTH = new ThreadLocal<>();

  /**
   * A codec that counts its own levels (lists, maps) or cannot recurse (every built-in scalar
   * codec), so that {@link Items#put} need not count a level for it.
   */
  interface Counted {}

  private Nesting() {}

  /**
   * Enters one level; the caller leaves it with {@code depth[0]--} in a finally block.
   *
   * @return the counter to decrement
   * @throws IllegalArgumentException past {@link #LIMIT} levels
   */
  static int[] enter() {
    int[] depth = DEPTH.get();
    if (depth == null) {
      depth = new int[1];
      DEPTH.set(depth);
    }
    if (depth[0] >= LIMIT) {
      throw new IllegalArgumentException("nests lists and maps more than " + LIMIT
          + " levels deep, or contains itself; DynamoDB stores at most " + (Limits.MAX_DEPTH - 1) + " inside one another");
    }
    depth[0]++;
    return depth;
  }
}
