package dev.singletable.benchmarks.handwritten;

import static dev.singletable.benchmarks.handwritten.Attributes.bool;
import static dev.singletable.benchmarks.handwritten.Attributes.n;
import static dev.singletable.benchmarks.handwritten.Attributes.putS;
import static dev.singletable.benchmarks.handwritten.Attributes.s;

import dev.singletable.benchmarks.model.Wide5;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@link Wide5} to and from its item, written by hand on {@code Map<String, AttributeValue>}. */
public final class Wide5Items {
  private Wide5Items() {}

  public static Map<String, AttributeValue> toItem(Wide5 value) {
    Map<String, AttributeValue> item = new HashMap<>(13);
    item.put("pk", AttributeValue.createS("WIDE#" + value.id()));
    item.put("sk", AttributeValue.createS("W5"));
    putS(item, "id", value.id());
    putS(item, "a01", value.a01());
    item.put("a02", AttributeValue.createN(Long.toString(value.a02())));
    item.put("a03", AttributeValue.createBool(value.a03()));
    putS(item, "a04", value.a04());
    Attributes.stamp(item, "wide5");
    return item;
  }

  public static Wide5 fromItem(Map<String, AttributeValue> item) {
    Attributes.requireEntity(item, "wide5");
    return new Wide5(
        s(item, "id"),
        s(item, "a01"),
        Long.parseLong(n(item, "a02")),
        bool(item, "a03"),
        s(item, "a04"));
  }
}
