package dev.singletable.processor.lock;

import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The storage layout of an entity as the lines of its entry in the layout lock file: one fact a
 * line, {@code <key> = <value>}, each key once per entry, sorted, so that a changed layout shows as
 * changed lines in a diff. The layout is what items written today depend on: the identity
 * attributes, every key attribute and the template that renders it (with each component's
 * encoding), the components of indexes keyed by attributes, the vector, dimensions and distance of
 * vector indexes, write sharding, and every component's
 * stored name and type, nested records included.
 * Component order, the Java names of access patterns and the generated code are not part of it.
 */
final class LayoutLockWriter {
  /** The attributes every item carries its entity name and version in (the runtime's EntitySchema). */
  private static final String IDENTITY = "__entity, __version";

  /** The key of the line that records a local secondary index, which exists only if the table was created with it. */
  static final String LOCAL = "local ";

  private LayoutLockWriter() {}

  /**
   * One fact of a layout.
   *
   * @param key what the fact is about, unique in its entry, e.g. {@code template primary.pk}
   * @param value the fact, e.g. {@code "ORDER#${orderId:text}"}
   * @param position the annotation value or component that states it, for messages
   */
  record Line(String key, String value, Position position) {
    /** The line as written to the lock file. */
    String text() {
      return key + " = " + value;
    }
  }

  /** The heading of an entity's entry: {@code [service/name vN]}. */
  static String heading(EntityModel entity) {
    return "[" + id(entity) + " v" + entity.version() + "]";
  }

  /** What identifies an entity across versions: its service and stored name. */
  static String id(EntityModel entity) {
    return entity.service() + "/" + entity.name();
  }

  /** The entity id of a heading. */
  static String idOf(String heading) {
    return heading.substring(1, heading.lastIndexOf(" v"));
  }

  /** The layout of an entity, sorted by key. */
  static List<Line> lines(EntityModel entity) {
    List<Line> lines = new ArrayList<>();
    lines.add(new Line("identity", entity.identity().isDefault(entity.name()) ? IDENTITY : entity.identity().describe(),
        entity.position()));
    if (entity.identity().electroDbLayout()) {
      // Only entities in ElectroDB's layout have the line, so that other layouts stay as they were locked.
      lines.add(new Line("layout", "electrodb", entity.identity().layoutPosition()));
    }
    if (entity.identity().unescapedKeys()) {
      // Only entities that declare it have the line, so that other layouts stay as they were locked.
      lines.add(new Line("keys", "unescaped", entity.identity().unescapedKeysPosition()));
    }
    for (IndexModel index : entity.allIndexes()) {
      String name = index.isPrimary() ? IndexModel.PRIMARY : index.indexName();
      if (index.local()) {
        lines.add(new Line(LOCAL + index.indexName(), index.sk().orElseThrow().field(), index.indexNamePosition()));
      }
      if (index.partialKeys()) {
        // Only such indexes have the line, so that other layouts stay as they were locked.
        lines.add(new Line("keys " + name, "partial", index.position()));
      }
      for (KeyModel key : index.keys()) {
        String part = name + (key == index.pk() ? ".pk" : ".sk");
        lines.add(new Line("field " + part, key.field(), key.fieldPosition()));
        lines.add(new Line("template " + part, template(entity, key.template()), key.templatePosition()));
        if (key.typed()) {
          // Only number and binary keys have the line, so that string keys keep the layouts locked before it.
          lines.add(new Line("type " + part, key.attributeType(), key.typePosition()));
        }
        if (key.cased()) {
          // Only keys that fold case have the line, so that other layouts stay as they were locked.
          lines.add(new Line("casing " + part, key.casing().toLowerCase(Locale.ROOT), key.casingPosition()));
        }
      }
    }
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      lines.add(new Line("attributes " + index.indexName() + ".pk", names(index.partition()), index.partitionPosition()));
      if (!index.sort().isEmpty()) {
        lines.add(new Line("attributes " + index.indexName() + ".sk", names(index.sort()), index.sortPosition()));
      }
    }
    for (VectorIndexModel index : entity.vectorIndexes()) {
      // The stored vectors have the index's dimensions: other dimensions leave them unreadable to it.
      lines.add(new Line("vector " + index.indexName(), index.vector().name() + ", " + index.dimensions()
          + " dimensions, " + index.distance(), index.dimensionsPosition()));
    }
    entity.shard().ifPresent(shard -> lines.add(new Line("shard " + shard.component(),
        shard.shards() + " from " + shard.first() + " by " + shard.by().orElse("random"), shard.countPosition())));
    components("", entity.attributes(), lines);
    // A guard key of its own template: guards already claimed are orphaned when it changes.
    for (AttributeModel attribute : entity.uniqueAttributes()) {
      Lifecycle.Marker marker = attribute.marker(Lifecycle.UNIQUE).orElseThrow();
      marker.template().ifPresent(template -> lines.add(new Line("unique " + attribute.name(),
          template(entity, template), marker.templatePosition())));
    }
    for (RecordModel record : entity.records()) {
      components(record.type().simpleName() + ".", record.components(), lines);
    }
    lines.sort(Comparator.comparing(Line::key));
    return lines;
  }

  private static String names(List<AttributeIndexModel.Component> components) {
    return components.stream().map(AttributeIndexModel.Component::name).collect(Collectors.joining(", "));
  }

  private static void components(String prefix, List<AttributeModel> attributes, List<Line> lines) {
    for (AttributeModel attribute : attributes) {
      String component = prefix + attribute.name();
      lines.add(new Line("attribute " + component, attribute.storedName() + " " + stored(attribute),
          attribute.storedNamePosition()));
      attribute.padding().ifPresent(padding ->
          lines.add(new Line("padded " + component, padding.width() + (padding.descending() ? " descending" : ""),
              padding.position())));
      // The text stored for no value: items written with another read it back as a value.
      attribute.absentAs().ifPresent(absentAs ->
          lines.add(new Line("absent " + component, "\"" + absentAs.placeholder().replace("\"", "\\\"") + "\"",
              absentAs.position())));
    }
  }

  /** The template in quotes, each placeholder with its encoding: {@code "ORDER#${orderId:padded}"}. */
  private static String template(EntityModel entity, KeyTemplate template) {
    StringBuilder text = new StringBuilder("\"");
    for (KeyTemplate.Segment segment : template.segments()) {
      if (segment instanceof KeyTemplate.Literal literal) {
        text.append(literal.text().replace("\"", "\\\""));
      } else if (segment instanceof KeyTemplate.Placeholder placeholder) {
        String encoding = entity.attribute(placeholder.name())
            .flatMap(AttributeModel::keyEncoding)
            .map(kind -> kind.name().toLowerCase(Locale.ROOT))
            .orElseGet(() -> entity.attribute(placeholder.name())
                .filter(attribute -> attribute.type() instanceof TypeModel.Scalar scalar
                    && scalar.kind() == ScalarKind.BYTES)
                .map(attribute -> "bytes").orElse("unknown"));
        text.append("${").append(placeholder.name()).append(':').append(encoding).append('}');
      }
    }
    return text.append('"').toString();
  }

  /**
   * How the component is stored: its type (an instant with the form its {@code @InstantFormat} names),
   * or the converter that stores it in its place.
   */
  private static String stored(AttributeModel attribute) {
    return attribute.converter()
        .map(converter -> "converted by " + converter.type().canonicalName())
        .orElseGet(() -> type(attribute.type())
            + attribute.instantFormat().map(format -> " as " + format.form().toLowerCase(Locale.ROOT)).orElse(""));
  }

  private static String type(TypeModel type) {
    if (type instanceof TypeModel.Scalar scalar) {
      return scalar.kind().name().toLowerCase(Locale.ROOT);
    } else if (type instanceof TypeModel.EnumType enumType) {
      return "enum " + enumType.type().simpleName()
          + (enumType.hasStoredTexts() ? " stored as " + String.join(", ", enumType.storedTexts()) : "");
    } else if (type instanceof TypeModel.ListType list) {
      return "list<" + type(list.element()) + ">";
    } else if (type instanceof TypeModel.SetType set) {
      return "set<" + type(set.element()) + ">";
    } else if (type instanceof TypeModel.MapType map) {
      return "map<" + type(map.value()) + ">";
    } else if (type instanceof TypeModel.RecordType record) {
      return "record " + record.type().simpleName();
    }
    return "unsupported";
  }

  /**
   * The whole lock file: a header, then every entry, by entity id and version, each heading followed
   * by its lines.
   *
   * @param entries the lines of every entry, by heading
   */
  static String file(Map<String, List<String>> entries) {
    return file(entries, Set.of());
  }

  /**
   * The lock file's text: the entries, then the roster of every entity and version they hold or
   * {@code locked} names (an entity's line is never dropped: its entry may be gone on purpose only
   * with its line).
   *
   * @param locked headings the roster read named, kept in it
   */
  static String file(Map<String, List<String>> entries, Set<String> locked) {
    StringBuilder text = new StringBuilder()
        .append("# singletable storage layout lock: the stored layout of every entity, one fact a line.\n")
        .append("# Written by the annotation processor (-Asingletable.lock=<path>); commit it. A build fails\n")
        .append("# when an entity's layout differs from the entry of its version: bump @Entity(version), or\n")
        .append("# accept the change with -Asingletable.lock.update=true.\n");
    List<String> headings = new ArrayList<>(entries.keySet());
    headings.sort(Comparator.comparing(LayoutLockWriter::idOf).thenComparingInt(LayoutLockWriter::versionOf));
    for (String heading : headings) {
      text.append('\n').append(heading).append('\n');
      for (String line : entries.get(heading)) {
        text.append(line).append('\n');
      }
    }
    Set<String> all = new TreeSet<>(Comparator.comparing(LayoutLockWriter::idOf).thenComparingInt(LayoutLockWriter::versionOf));
    all.addAll(headings);
    all.addAll(locked);
    Map<String, StringBuilder> roster = new TreeMap<>();
    for (String heading : all) {
      roster.computeIfAbsent(idOf(heading), id -> new StringBuilder()).append(" v").append(versionOf(heading));
    }
    if (!roster.isEmpty()) {
      // Every entity locked and its versions: an entry deleted on its own is then an error, not a new entity.
      text.append('\n').append(LayoutLockFile.ROSTER).append('\n');
      for (Map.Entry<String, StringBuilder> entity : roster.entrySet()) {
        text.append("entity ").append(entity.getKey()).append(" =").append(entity.getValue()).append('\n');
      }
    }
    return text.toString();
  }

  /**
   * The roster's entries as headings ({@code [service/name vN]}), from the facts under {@link
   * LayoutLockFile#ROSTER}.
   */
  static Set<String> rosterHeadings(List<String> facts) {
    Set<String> headings = new HashSet<>();
    for (String fact : facts) {
      int split = fact.indexOf(" = ");
      String id = fact.substring("entity ".length(), split);
      for (String version : fact.substring(split + 3).split(" ")) {
        headings.add("[" + id + " " + version + "]");
      }
    }
    return headings;
  }

  /** The version of a heading; {@link Integer#MAX_VALUE} when it names none. */
  static int versionOf(String heading) {
    try {
      return Integer.parseInt(heading.substring(heading.lastIndexOf(" v") + 2, heading.length() - 1));
    } catch (NumberFormatException e) {
      return Integer.MAX_VALUE;
    }
  }
}
