package dev.singletable.benchmarks.handwritten;

import static dev.singletable.benchmarks.handwritten.Attributes.bool;
import static dev.singletable.benchmarks.handwritten.Attributes.n;
import static dev.singletable.benchmarks.handwritten.Attributes.putS;
import static dev.singletable.benchmarks.handwritten.Attributes.s;

import dev.singletable.benchmarks.model.Wide20;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@link Wide20} to and from its item, written by hand on {@code Map<String, AttributeValue>}. */
public final class Wide20Items {
  private Wide20Items() {}

  public static Map<String, AttributeValue> toItem(Wide20 value) {
    Map<String, AttributeValue> item = new HashMap<>(33);
    item.put("pk", AttributeValue.createS("WIDE#" + value.id()));
    item.put("sk", AttributeValue.createS("W20"));
    putS(item, "id", value.id());
    putS(item, "a01", value.a01());
    item.put("a02", AttributeValue.createN(Long.toString(value.a02())));
    item.put("a03", AttributeValue.createBool(value.a03()));
    putS(item, "a04", value.a04());
    item.put("a05", AttributeValue.createN(Integer.toString(value.a05())));
    putS(item, "a06", value.a06());
    item.put("a07", AttributeValue.createN(Long.toString(value.a07())));
    item.put("a08", AttributeValue.createBool(value.a08()));
    putS(item, "a09", value.a09());
    item.put("a10", AttributeValue.createN(Integer.toString(value.a10())));
    putS(item, "a11", value.a11());
    item.put("a12", AttributeValue.createN(Long.toString(value.a12())));
    item.put("a13", AttributeValue.createBool(value.a13()));
    putS(item, "a14", value.a14());
    item.put("a15", AttributeValue.createN(Integer.toString(value.a15())));
    putS(item, "a16", value.a16());
    item.put("a17", AttributeValue.createN(Long.toString(value.a17())));
    item.put("a18", AttributeValue.createBool(value.a18()));
    putS(item, "a19", value.a19());
    Attributes.stamp(item, "wide20");
    return item;
  }

  public static Wide20 fromItem(Map<String, AttributeValue> item) {
    Attributes.requireEntity(item, "wide20");
    return new Wide20(
        s(item, "id"),
        s(item, "a01"),
        Long.parseLong(n(item, "a02")),
        bool(item, "a03"),
        s(item, "a04"),
        Integer.parseInt(n(item, "a05")),
        s(item, "a06"),
        Long.parseLong(n(item, "a07")),
        bool(item, "a08"),
        s(item, "a09"),
        Integer.parseInt(n(item, "a10")),
        s(item, "a11"),
        Long.parseLong(n(item, "a12")),
        bool(item, "a13"),
        s(item, "a14"),
        Integer.parseInt(n(item, "a15")),
        s(item, "a16"),
        Long.parseLong(n(item, "a17")),
        bool(item, "a18"),
        s(item, "a19"));
  }
}
