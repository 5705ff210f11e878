package dev.singletable.processor.writer.infrastructure;

import static dev.singletable.processor.writer.infrastructure.JsonText.object;

import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.type.TypeModel;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The example items of one service: each example record of the {@link ExampleFile} with its keys
 * rendered from the entity's templates, as the runtime renders them (text escaped at the
 * template's delimiters, padded and counted-down numbers, fixed-width instants, enums by their
 * stored text). A key with a null or missing component is absent, as a sparse index's is; a
 * component rendered order-preserving is shown as its placeholder. What does not fit the model
 * (an unknown entity or component, a value of the wrong shape) is a problem, and that item is left
 * out.
 */
final class ExampleItems {
  private static final DateTimeFormatter INSTANT =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter INSTANT_SECONDS =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter INSTANT_MILLIS =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private final List<Item> items;

  private ExampleItems(List<Item> items) {
    this.items = List.copyOf(items);
  }

  /**
   * One example item.
   *
   * @param entity its entity
   * @param keys every key attribute of the table, in the table's order, with its rendered value;
   *     null where the item has none
   * @param keyTypes the type of each key attribute of the table
   * @param values the other components the example gives, by stored name, as given
   */
  record Item(EntityModel entity, Map<String, String> keys, Map<String, String> keyTypes,
      Map<String, Object> values) {
    /** The item in DynamoDB JSON, as Workbench's table data holds items. */
    Map<String, Object> dynamoDbJson() {
      Map<String, Object> item = object();
      keys.forEach((name, value) -> {
        if (value != null) {
          item.put(name, object(keyTypes.getOrDefault(name, "S"), value));
        }
      });
      entity.identity().typeAttribute().ifPresent(attribute ->
          item.put(attribute, object("S", entity.identity().typeValue())));
      entity.identity().versionAttribute().ifPresent(attribute -> item.put(attribute,
          object(entity.identity().versionAsString() ? "S" : "N", Integer.toString(entity.version()))));
      values.forEach((name, value) -> {
        if (value != null) {
          item.put(name, typed(value));
        }
      });
      return item;
    }
  }

  /** No example. */
  static ExampleItems none() {
    return new ExampleItems(List.of());
  }

  /**
   * Renders a service's examples.
   *
   * @param problems receives a sentence for each example left out
   */
  static ExampleItems of(TableShape table, List<ExampleFile.Example> examples, List<String> problems) {
    List<Item> items = new ArrayList<>();
    int number = 0;
    for (ExampleFile.Example example : examples) {
      number++;
      String where = "example " + number + " of service " + table.service();
      Optional<EntityModel> entity = table.entities().stream()
          .filter(candidate -> candidate.name().equals(example.entity())).findFirst();
      if (entity.isEmpty()) {
        problems.add(where + " names entity " + example.entity() + ", which the service does not have");
        continue;
      }
      try {
        items.add(item(table, entity.get(), example.values()));
      } catch (IllegalArgumentException e) {
        problems.add(where + " (entity " + example.entity() + "): " + e.getMessage());
      }
    }
    return new ExampleItems(items);
  }

  /** Every item, in the file's order. */
  List<Item> all() {
    return items;
  }

  /** The items of one entity, in the file's order. */
  List<Item> of(EntityModel entity) {
    return items.stream().filter(item -> item.entity() == entity).toList();
  }

  private static Item item(TableShape table, EntityModel entity, Map<String, Object> values) {
    for (String name : values.keySet()) {
      if (entity.attribute(name).isEmpty()) {
        throw new IllegalArgumentException("the record has no component " + name);
      }
    }
    Map<String, String> keys = new LinkedHashMap<>();
    for (String attribute : table.attributes().keySet()) {
      keys.put(attribute, null);
    }
    IndexModel primary = entity.primary().orElseThrow();
    for (KeyModel key : primary.keys()) {
      keys.put(key.field(), render(entity, key, values)
          .orElseThrow(() -> new IllegalArgumentException("a component of key " + key.field() + " is missing")));
    }
    for (IndexModel index : entity.indexes()) {
      List<Optional<String>> rendered = new ArrayList<>();
      for (KeyModel key : index.keys()) {
        rendered.add(render(entity, key, values));
      }
      if (rendered.stream().allMatch(Optional::isPresent)) {
        for (int i = 0; i < rendered.size(); i++) {
          keys.put(index.keys().get(i).field(), rendered.get(i).get());
        }
      }
    }
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      for (AttributeIndexModel.Component component : index.components()) {
        AttributeModel attribute = entity.attribute(component.name()).orElseThrow();
        Object value = values.get(component.name());
        if (value != null) {
          keys.put(attribute.storedName(), plain(attribute, value));
        }
      }
    }
    Map<String, Object> rest = new LinkedHashMap<>();
    for (AttributeModel attribute : entity.attributes()) {
      if (values.containsKey(attribute.name()) && !keys.containsKey(attribute.storedName())) {
        rest.put(attribute.storedName(), values.get(attribute.name()));
      }
    }
    return new Item(entity, keys, table.attributes(), rest);
  }

  /** A key rendered from its template; empty when a component is null or not given. */
  private static Optional<String> render(EntityModel entity, KeyModel key, Map<String, Object> values) {
    KeyTemplate template = key.template();
    if (key.typed()) {
      String component = template.soleComponent().orElseThrow();
      Object value = values.get(component);
      return value == null ? Optional.empty()
          : Optional.of(plain(entity.attribute(component).orElseThrow(), value));
    }
    StringBuilder delimiters = new StringBuilder("\\");
    for (KeyTemplate.Segment segment : template.segments()) {
      if (segment instanceof KeyTemplate.Literal literal) {
        literal.text().chars().filter(c -> !Character.isLetterOrDigit(c) && !Character.isSurrogate((char) c))
            .forEach(c -> delimiters.append((char) c));
      }
    }
    StringBuilder text = new StringBuilder();
    for (KeyTemplate.Segment segment : template.segments()) {
      if (segment instanceof KeyTemplate.Literal literal) {
        text.append(literal.text());
        continue;
      }
      String name = ((KeyTemplate.Placeholder) segment).name();
      AttributeModel attribute = entity.attribute(name).orElseThrow();
      Object value = values.get(name);
      if (value == null) {
        return Optional.empty();
      }
      KeyEncoding encoding = attribute.keyEncoding().orElseThrow();
      String rendered = component(attribute, encoding, value);
      if (encoding == KeyEncoding.TEXT && !(attribute.type() instanceof TypeModel.EnumType)
          && !entity.identity().unescapedKeys()) {
        rendered = escape(rendered, delimiters.toString());
      }
      text.append(rendered);
    }
    return Optional.of(text.toString());
  }

  private static String escape(String value, String delimiters) {
    StringBuilder escaped = new StringBuilder(value.length());
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (delimiters.indexOf(c) >= 0) {
        escaped.append('\\');
      }
      escaped.append(c);
    }
    return escaped.toString();
  }

  /** One component's text in a key. */
  private static String component(AttributeModel attribute, KeyEncoding encoding, Object value) {
    String name = attribute.name();
    return switch (encoding) {
      case TEXT -> attribute.type() instanceof TypeModel.EnumType enumType ? enumText(enumType, name, value)
          : text(name, value);
      case INTEGER -> integer(name, value).toString();
      case PADDED -> padded(name, integer(name, value), attribute.padding().orElseThrow().width());
      case DESCENDING -> {
        int width = attribute.padding().orElseThrow().width();
        yield padded(name, BigInteger.TEN.pow(width).subtract(integer(name, value)), width);
      }
      case ORDERED -> "${" + name + "}";
      case INSTANT, INSTANT_SECONDS, INSTANT_MILLIS -> {
        DateTimeFormatter format = encoding == KeyEncoding.INSTANT ? INSTANT
            : encoding == KeyEncoding.INSTANT_SECONDS ? INSTANT_SECONDS : INSTANT_MILLIS;
        try {
          yield format.format(Instant.parse(text(name, value)));
        } catch (java.time.DateTimeException e) {
          throw new IllegalArgumentException(name + " is not an ISO-8601 instant: " + value);
        }
      }
      case LOCAL_DATE -> {
        try {
          yield LocalDate.parse(text(name, value)).toString();
        } catch (java.time.DateTimeException e) {
          throw new IllegalArgumentException(name + " is not an ISO date: " + value);
        }
      }
      case UUID -> {
        try {
          yield UUID.fromString(text(name, value)).toString();
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(name + " is not a UUID: " + value);
        }
      }
      case BOOLEAN -> {
        if (!(value instanceof Boolean bool)) {
          throw new IllegalArgumentException(name + " is a boolean, the example gives " + value);
        }
        yield bool.toString();
      }
    };
  }

  /** A component stored as a typed key attribute of its own: a number's plain digits, else the text. */
  private static String plain(AttributeModel attribute, Object value) {
    if (value instanceof BigDecimal number) {
      return number.stripTrailingZeros().toPlainString();
    }
    if (attribute.type() instanceof TypeModel.EnumType enumType) {
      return enumText(enumType, attribute.name(), value);
    }
    return text(attribute.name(), value);
  }

  private static String text(String name, Object value) {
    if (!(value instanceof String string)) {
      throw new IllegalArgumentException(name + " is given as " + value + ", not as a string");
    }
    return string;
  }

  private static String enumText(TypeModel.EnumType type, String name, Object value) {
    int at = type.constants().indexOf(text(name, value));
    if (at < 0) {
      throw new IllegalArgumentException(name + " is " + value + ", not one of " + type.constants());
    }
    return type.storedTexts().get(at);
  }

  private static BigInteger integer(String name, Object value) {
    if (!(value instanceof BigDecimal number)) {
      throw new IllegalArgumentException(name + " is a number, the example gives " + value);
    }
    try {
      return number.toBigIntegerExact();
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(name + " is a whole number, the example gives " + value);
    }
  }

  private static String padded(String name, BigInteger value, int width) {
    String digits = value.toString();
    if (value.signum() < 0 || digits.length() > width) {
      throw new IllegalArgumentException(name + " = " + value + " does not fit " + width + " padded digits");
    }
    return "0".repeat(width - digits.length()) + digits;
  }

  /** A value in DynamoDB JSON, by its JSON shape. */
  private static Object typed(Object value) {
    if (value instanceof String string) {
      return object("S", string);
    }
    if (value instanceof BigDecimal number) {
      return object("N", number.toPlainString());
    }
    if (value instanceof Boolean bool) {
      return object("BOOL", bool);
    }
    if (value instanceof List<?> list) {
      List<Object> elements = new ArrayList<>();
      for (Object element : list) {
        elements.add(element == null ? object("NULL", true) : typed(element));
      }
      return object("L", elements);
    }
    if (value instanceof Map<?, ?> map) {
      Map<String, Object> entries = object();
      map.forEach((key, element) -> entries.put((String) key, element == null ? object("NULL", true) : typed(element)));
      return object("M", entries);
    }
    return object("NULL", true);
  }
}
