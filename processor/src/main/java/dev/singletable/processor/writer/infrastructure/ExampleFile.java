package dev.singletable.processor.writer.infrastructure;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The example records of the design documents, read from the JSON file {@code
 * -Asingletable.examples=FILE} names: an object whose keys are service names, each an array of
 * example items in the order the documents show them, each item an object with one key, the
 * entity name, whose value gives component values by component name.
 *
 * <pre>{@code
 * {"events": [
 *   {"aggregateMeta": {"aggregateType": "order", "aggregateId": "1234", "currentSeqNum": 4}},
 *   {"event": {"aggregateType": "order", "aggregateId": "1234", "seqNum": 1, "eventType": "OrderPlaced"}}
 * ]}
 * }</pre>
 *
 * @param services the examples by service name, each in file order
 */
public record ExampleFile(Map<String, List<Example>> services) {

  /** No example at all. */
  public static final ExampleFile NONE = new ExampleFile(Map.of());

  /**
   * One example item.
   *
   * @param entity the entity name
   * @param values component values by component name: strings, {@code BigDecimal}s, booleans,
   *     nulls, lists and ordered maps
   */
  public record Example(String entity, Map<String, Object> values) {}

  /**
   * Reads the file's text.
   *
   * @throws IllegalArgumentException saying what is wrong, and where
   */
  public static ExampleFile parse(String text) {
    if (!(JsonText.parse(text) instanceof Map<?, ?> root)) {
      throw new IllegalArgumentException("the file holds no JSON object of services");
    }
    Map<String, List<Example>> services = new LinkedHashMap<>();
    for (Map.Entry<?, ?> service : root.entrySet()) {
      if (!(service.getValue() instanceof List<?> items)) {
        throw new IllegalArgumentException("service " + service.getKey() + " has no array of example items");
      }
      List<Example> examples = new ArrayList<>();
      for (Object item : items) {
        if (!(item instanceof Map<?, ?> one) || one.size() != 1
            || !(one.values().iterator().next() instanceof Map<?, ?> values)) {
          throw new IllegalArgumentException("example " + (examples.size() + 1) + " of service " + service.getKey()
              + " is not an object with one key, the entity name, giving an object of component values");
        }
        Map<String, Object> copy = new LinkedHashMap<>();
        values.forEach((name, value) -> copy.put((String) name, value));
        examples.add(new Example((String) one.keySet().iterator().next(), copy));
      }
      services.put((String) service.getKey(), List.copyOf(examples));
    }
    return new ExampleFile(services);
  }

  /** The examples of a service, in file order; empty when the file names it not. */
  public List<Example> of(String service) {
    return services.getOrDefault(service, List.of());
  }
}
