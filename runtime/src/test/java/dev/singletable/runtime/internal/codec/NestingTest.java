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

  /** A record-like box whose holder a converter stores through the box's codec again. */
  record Box(Holder holder) {}

  static final class Holder {
    Box box;
  }

  /** A nested record's codec as the processor generates it: measured, its plain encode at level 1. */
  static final class BoxCodec extends EncodeOnly<Box> implements Measure.Codec<Box> {
    static final BoxCodec INSTANCE = new BoxCodec();

    @Override
    public AttributeValue encode(Box value) {
      return encode(value, 1, Measure.none());
    }

    @Override
    public AttributeValue encode(Box value, int depth, Measure measure) {
      Map<String, AttributeValue> map = new HashMap<>(2);
      measure.record(depth, 12);
      measure.put(map, ENTITY, "holder", value.holder(), new HolderConverter(), depth + 1);
      return AttributeValue.createM(map);
    }
  }

  /** A converter that stores its box through the box's generated-style codec. */
  static final class HolderConverter extends EncodeOnly<Holder> {
    @Override
    public AttributeValue encode(Holder holder) {
      return BoxCodec.INSTANCE.encode(holder.box);
    }
  }

  /** A record holding a mutable list of its own kind, stored through lists and its codec only. */
  record Tree(List<Tree> kids) {}

  static final class TreeCodec extends EncodeOnly<Tree> implements Measure.Codec<Tree> {
    static final TreeCodec INSTANCE = new TreeCodec();
    private static final AttributeCodec<List<Tree>> KIDS = Codecs.list(INSTANCE);

    @Override
    public AttributeValue encode(Tree value) {
      return encode(value, 1, Measure.none());
    }

    @Override
    public AttributeValue encode(Tree value, int depth, Measure measure) {
      Map<String, AttributeValue> map = new HashMap<>(2);
      measure.record(depth, 12);
      measure.put(map, ENTITY, "kids", value.kids(), KIDS, depth + 1);
      return AttributeValue.createM(map);
    }
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
    refusedEveryWay("box", box, BoxCodec.INSTANCE);
    refusedEveryWay("holder", holder, new HolderConverter());
    refusedEveryWay("boxes", List.of(box, box), Codecs.list(BoxCodec.INSTANCE));
  }

  @Test
  void aNestedRecordThatHoldsItselfInAListStops() {
    List<Tree> kids = new ArrayList<>();
    Tree tree = new Tree(kids);
    kids.add(tree);
    refusedEveryWay("tree", tree, TreeCodec.INSTANCE);
    refusedEveryWay("forest", Map.of("a", List.of(tree)), Codecs.map(Codecs.list(TreeCodec.INSTANCE)));
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
