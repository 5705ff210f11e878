package dev.singletable.benchmarks.handwritten;

import static dev.singletable.benchmarks.handwritten.Attributes.bool;
import static dev.singletable.benchmarks.handwritten.Attributes.n;
import static dev.singletable.benchmarks.handwritten.Attributes.putS;
import static dev.singletable.benchmarks.handwritten.Attributes.s;

import dev.singletable.benchmarks.model.Wide50;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@link Wide50} to and from its item, written by hand on {@code Map<String, AttributeValue>}. */
public final class Wide50Items {
  private Wide50Items() {}

  public static Map<String, AttributeValue> toItem(Wide50 value) {
    Map<String, AttributeValue> item = new HashMap<>(73);
    item.put("pk", AttributeValue.createS("WIDE#" + value.id()));
    item.put("sk", AttributeValue.createS("W50"));
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
    item.put("a20", AttributeValue.createN(Integer.toString(value.a20())));
    putS(item, "a21", value.a21());
    item.put("a22", AttributeValue.createN(Long.toString(value.a22())));
    item.put("a23", AttributeValue.createBool(value.a23()));
    putS(item, "a24", value.a24());
    item.put("a25", AttributeValue.createN(Integer.toString(value.a25())));
    putS(item, "a26", value.a26());
    item.put("a27", AttributeValue.createN(Long.toString(value.a27())));
    item.put("a28", AttributeValue.createBool(value.a28()));
    putS(item, "a29", value.a29());
    item.put("a30", AttributeValue.createN(Integer.toString(value.a30())));
    putS(item, "a31", value.a31());
    item.put("a32", AttributeValue.createN(Long.toString(value.a32())));
    item.put("a33", AttributeValue.createBool(value.a33()));
    putS(item, "a34", value.a34());
    item.put("a35", AttributeValue.createN(Integer.toString(value.a35())));
    putS(item, "a36", value.a36());
    item.put("a37", AttributeValue.createN(Long.toString(value.a37())));
    item.put("a38", AttributeValue.createBool(value.a38()));
    putS(item, "a39", value.a39());
    item.put("a40", AttributeValue.createN(Integer.toString(value.a40())));
    putS(item, "a41", value.a41());
    item.put("a42", AttributeValue.createN(Long.toString(value.a42())));
    item.put("a43", AttributeValue.createBool(value.a43()));
    putS(item, "a44", value.a44());
    item.put("a45", AttributeValue.createN(Integer.toString(value.a45())));
    putS(item, "a46", value.a46());
    item.put("a47", AttributeValue.createN(Long.toString(value.a47())));
    item.put("a48", AttributeValue.createBool(value.a48()));
    putS(item, "a49", value.a49());
    Attributes.stamp(item, "wide50");
    return item;
  }

  public static Wide50 fromItem(Map<String, AttributeValue> item) {
    Attributes.requireEntity(item, "wide50");
    return new Wide50(
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
        s(item, "a19"),
        Integer.parseInt(n(item, "a20")),
        s(item, "a21"),
        Long.parseLong(n(item, "a22")),
        bool(item, "a23"),
        s(item, "a24"),
        Integer.parseInt(n(item, "a25")),
        s(item, "a26"),
        Long.parseLong(n(item, "a27")),
        bool(item, "a28"),
        s(item, "a29"),
        Integer.parseInt(n(item, "a30")),
        s(item, "a31"),
        Long.parseLong(n(item, "a32")),
        bool(item, "a33"),
        s(item, "a34"),
        Integer.parseInt(n(item, "a35")),
        s(item, "a36"),
        Long.parseLong(n(item, "a37")),
        bool(item, "a38"),
        s(item, "a39"),
        Integer.parseInt(n(item, "a40")),
        s(item, "a41"),
        Long.parseLong(n(item, "a42")),
        bool(item, "a43"),
        s(item, "a44"),
        Integer.parseInt(n(item, "a45")),
        s(item, "a46"),
        Long.parseLong(n(item, "a47")),
        bool(item, "a48"),
        s(item, "a49"));
  }
}
