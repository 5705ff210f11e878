package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.exception.InvalidValueException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A value that contains itself is refused with "contains itself", not a {@link StackOverflowError},
 * whichever way the encoding reaches itself again: through lists and nested records the level
 * travels with the measure, through a converter (a codec that neither measures nor is built in) it
 * does not. Each case runs on a thread with a small stack, so that an encoder that recurses far past
 * DynamoDB's 32 levels before it stops fails here too.
 */
class NestingTest {
  private static final String ENTITY = "graph";

  /** A stack that holds a few times 32 levels of encoding, and not a few hundred. */
  private static final long STACK = 256 * 1024;

  /** The codecs here only encode. */
  abstract static class EncodeOnly<T> implements AttributeCodec<T> {
    @Override
    public T decode(AttributeValue value) {
      throw new UnsupportedOperationException();
    }
  }

  /** A mutable node, so that it can be its own child. */
  static final class Node {
    final List<Node> children = new ArrayList<>();
  }

  /** A user's converter that stores a node's children through the built-in list codec. */
  static final class NodeConverter extends EncodeOnly<Node> {
    @Override
    public AttributeValue encode(Node node) {
      return AttributeValue.createM(Map.of("children", Codecs.list(this).encode(node.children)));
    }
  }

  /** A user's converter that stores a node's first child as an attribute of its own map, at level 1 again. */
  static final class FirstChildConverter extends EncodeOnly<Node> {
    @Override
    public AttributeValue encode(Node node) {
      Map<String, AttributeValue> map = new HashMap<>();
      Items.put(map, ENTITY, "first", node.children.get(0), this);
      return AttributeValue.createM(map);
    }
  }

  /**
   * A nested record's codec as the processor generates one for a record of one component: measured,
   * its plain encode at level 1, its component put one level down.
   */
  static final class RecordCodec<R, C> extends EncodeOnly<R> implements Measure.Codec<R> {
    private final String component;
    private final Function<R, C> read;
    private final Supplier<AttributeCodec<C>> codec;

    RecordCodec(String component, Function<R, C> read, Supplier<AttributeCodec<C>> codec) {
      this.component = component;
      this.read = read;
      this.codec = codec;
    }

    @Override
    public AttributeValue encode(R value) {
      return encode(value, 1, Measure.none());
    }

    @Override
    public AttributeValue encode(R value, int depth, Measure measure) {
      Map<String, AttributeValue> map = new HashMap<>(2);
      measure.record(depth, 12);
      measure.put(map, ENTITY, component, read.apply(value), codec.get(), depth + 1);
      return AttributeValue.createM(map);
    }
  }

  /** A record-like box whose holder a converter stores through the box's codec again. */
  record Box(Holder holder) {}

  static final class Holder {
    Box box;
  }

  static final RecordCodec<Box, Holder> BOX = new RecordCodec<>("holder", Box::holder, HolderConverter::new);

  /** A converter that stores its box through the box's generated-style codec. */
  static final class HolderConverter extends EncodeOnly<Holder> {
    @Override
    public AttributeValue encode(Holder holder) {
      return BOX.encode(holder.box);
    }
  }

  /** A record holding a mutable list of its own kind, stored through lists and its codec only. */
  record Tree(List<Tree> kids) {}

  static final RecordCodec<Tree, List<Tree>> TREE = new RecordCodec<>("kids", Tree::kids, () -> Trees.KIDS);

  /** The list codec of a tree's kids, built once the tree's codec is. */
  static final class Trees {
    static final AttributeCodec<List<Tree>> KIDS = Codecs.list(TREE);
  }

  @Test
  void aConverterThatReachesItselfThroughAListStops() {
    Node node = new Node();
    node.children.add(node);
    refusedEveryWay("node", node, new NodeConverter());
    refusedEveryWay("nodes", List.of(node), Codecs.list(new NodeConverter()));
    refusedEveryWay("byName", Map.of("a", node), Codecs.map(new NodeConverter()));
  }

  @Test
  void aConverterThatPutsItselfIntoItsOwnMapStops() {
    Node node = new Node();
    node.children.add(node);
    refusedEveryWay("node", node, new FirstChildConverter());
    refusedEveryWay("nodes", List.of(node), Codecs.list(new FirstChildConverter()));
  }

  @Test
  void aConverterThatReachesItselfThroughANestedRecordStops() {
    Holder holder = new Holder();
    Box box = new Box(holder);
    holder.box = box;
    refusedEveryWay("box", box, BOX);
    refusedEveryWay("holder", holder, new HolderConverter());
    refusedEveryWay("boxes", List.of(box, box), Codecs.list(BOX));
  }

  @Test
  void aNestedRecordThatHoldsItselfInAListStops() {
    List<Tree> kids = new ArrayList<>();
    Tree tree = new Tree(kids);
    kids.add(tree);
    refusedEveryWay("tree", tree, TREE);
    refusedEveryWay("forest", Map.of("a", List.of(tree)), Codecs.map(Codecs.list(TREE)));
  }

  @Test
  void aDocumentThatHoldsItselfThroughAConverterStops() {
    Node node = new Node();
    node.children.add(node);
    AttributeCodec<Object> either = new EncodeOnly<>() {
      @Override
      public AttributeValue encode(Object value) {
        return value instanceof Node n ? new NodeConverter().encode(n) : Codecs.ofDocument().encode(value);
      }
    };
    Map<String, Object> document = new HashMap<>();
    document.put("self", List.of(document));
    refusedEveryWay("doc", document, Codecs.ofDocument());
    refusedEveryWay("either", List.of(node, document), Codecs.list(either));
  }

  @Test
  void anAcyclicValueThroughConvertersIsStoredAndTheDepthGuardLeavesNoTrace() {
    Node leaf = new Node();
    Node root = new Node();
    root.children.add(leaf);
    root.children.add(leaf);
    onSmallStack(() -> {
      Map<String, AttributeValue> item = new HashMap<>();
      Items.putChecked(item, ENTITY, "root", 4, root, new NodeConverter());
      AttributeValue children = item.get("root").m().get("children");
      assertEquals(2, children.l().size());
      // A refused cycle leaves the count where it was: were one level left behind each time, a
      // sound value would be refused after 32 of them.
      Node cycle = new Node();
      cycle.children.add(cycle);
      for (int i = 0; i < 100; i++) {
        refused(Items::put, "cycle", cycle, new NodeConverter());
        Items.put(item, ENTITY, "again", root, new NodeConverter());
        assertEquals(children, item.get("again").m().get("children"));
      }
    });
  }

  /** Refused through putChecked (measured) and put (plain), each naming the attribute. */
  private static <T> void refusedEveryWay(String attribute, T value, AttributeCodec<T> codec) {
    onSmallStack(() -> {
      refused((item, v) -> Items.putChecked(item, ENTITY, attribute, attribute.length(), v, codec), attribute, value);
      refused((item, v) -> Items.put(item, ENTITY, attribute, v, codec), attribute, value);
    });
  }

  private interface Put<T> {
    void put(Map<String, AttributeValue> item, String entity, String attribute, T value, AttributeCodec<T> codec);
  }

  private static <T> void refused(Put<T> put, String attribute, T value, AttributeCodec<T> codec) {
    refused((item, v) -> put.put(item, ENTITY, attribute, v, codec), attribute, value);
  }

  private static <T> void refused(BiConsumer<Map<String, AttributeValue>, T> put, String attribute, T value) {
    Map<String, AttributeValue> item = new HashMap<>();
    InvalidValueException e;
    try {
      put.accept(item, value);
      throw new AssertionError(attribute + " was stored");
    } catch (InvalidValueException refused) {
      e = refused;
    }
    assertEquals(attribute, e.field(), e::getMessage);
    assertTrue(e.getMessage().contains("contains itself"), e::getMessage);
    assertNull(item.get(attribute));
  }

  /** Runs the check on a thread with a small stack, failing on whatever it throws, a stack overflow included. */
  private static void onSmallStack(Runnable check) {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread thread = new Thread(null, () -> {
      try {
        check.run();
      } catch (Throwable t) {
        failure.set(t);
      }
    }, "small-stack", STACK);
    thread.start();
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
    if (failure.get() instanceof Error error) {
      throw error;
    }
    if (failure.get() != null) {
      throw new AssertionError(failure.get());
    }
  }
}
