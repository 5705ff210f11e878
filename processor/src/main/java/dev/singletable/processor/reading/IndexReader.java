package dev.singletable.processor.reading;

import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorIndex;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.CollectionModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.ProjectionModel;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplateParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Reads an entity's indexes and their keys ({@code @Pk}, {@code @Sk}, {@code @Gsi}, {@code @Lsi})
 * into {@link IndexModel}s and {@link AttributeIndexModel}s; in ElectroDB's layout, with the keys
 * its templates stand for ({@link ElectroDbKeys}).
 */
final class IndexReader {
  private final Mirrors mirrors;

  IndexReader(Mirrors mirrors) {
    this.mirrors = mirrors;
  }

  /**
   * What ElectroDB's layout ({@code KeyLayout.ELECTRODB}) renders keys from: the service, the entity
   * name and the version of the shape being read. The readers take null for keys stored as their
   * templates read.
   */
  record Leads(String service, String entity, int version) {}

  /** The {@code collection} value of {@code @Pk} or {@code @Gsi}, when it names one. */
  private Optional<CollectionModel> collection(TypeElement element, AnnotationMirror mirror) {
    String name = mirrors.string(mirror, "collection");
    String subCollection = mirrors.string(mirror, "subCollection");
    if (name.isEmpty() && subCollection.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new CollectionModel(name, Mirrors.position(element, mirror, "collection"), subCollection,
        Mirrors.position(element, mirror, "subCollection")));
  }

  /** The table's index, as {@code @Pk} and {@code @Sk} declare it; empty without {@code @Pk}. */
  Optional<IndexModel> primary(TypeElement element, Leads leads) {
    Optional<AnnotationMirror> pk = Mirrors.find(element, Pk.class);
    if (pk.isEmpty()) {
      return Optional.empty();
    }
    String sortLead = leads == null ? null : sortLead(leads, pk.get());
    Optional<KeyModel> sk = Mirrors.find(element, Sk.class)
        .map(mirror -> typed(element, mirror,
            key(element, mirror, "template", mirrors.string(mirror, "field"), "field", sortLead)));
    Position position = Position.of(element, pk.get());
    String alias = mirrors.string(pk.get(), "name");
    return Optional.of(new IndexModel(
        null,
        IndexModel.PRIMARY,
        primaryPartition(element, pk.get(), leads),
        sk,
        position,
        position,
        alias.isEmpty() ? position : Mirrors.position(element, pk.get(), "name"),
        collection(element, pk.get()),
        ProjectionModel.all(position),
        false,
        false,
        false,
        alias.isEmpty() ? Optional.empty() : Optional.of(alias)));
  }

  /** The table's partition key, as {@code @Pk} declares it. */
  private KeyModel primaryPartition(TypeElement element, AnnotationMirror pk, Leads leads) {
    String lead = leads == null ? null : partitionLead(leads, pk, Mirrors.find(element, Sk.class).isPresent());
    return typed(element, pk, key(element, pk, "template", mirrors.string(pk, "field"), "field", lead));
  }

  /** ElectroDB's lead of the sort key of an index whose annotation is {@code mirror}. */
  private String sortLead(Leads leads, AnnotationMirror mirror) {
    return ElectroDbKeys.sortLead(leads.entity(), leads.version(), mirrors.string(mirror, "collection"),
        mirrors.string(mirror, "subCollection"));
  }

  /** ElectroDB's lead of the partition key of an index, which carries the sort key's on an index without one. */
  private String partitionLead(Leads leads, AnnotationMirror mirror, boolean sorted) {
    return ElectroDbKeys.partitionLead(leads.service(), sorted ? "" : sortLead(leads, mirror));
  }

  /** The {@code @Gsi}s keyed by templates and the {@code @Lsi}s. */
  List<IndexModel> indexes(TypeElement element, Leads leads) {
    List<IndexModel> indexes = new ArrayList<>();
    for (AnnotationMirror gsi : Mirrors.findRepeated(element, Gsi.class, Gsi.List.class)) {
      if (!mirrors.strings(gsi, "pkAttributes").isEmpty()) {
        continue;
      }
      String indexName = mirrors.string(gsi, "index");
      String name = mirrors.string(gsi, "name");
      Position indexNamePosition = Mirrors.position(element, gsi, "index");
      // In ElectroDB's layout a sort key may have no components: the index names its field alone.
      boolean sorted = !mirrors.string(gsi, "sk").isEmpty()
          || (leads != null && Mirrors.explicit(gsi, "skField") != null);
      Optional<KeyModel> sk = sorted
          ? Optional.of(key(element, gsi, "sk", field(gsi, "skField", indexName + "sk"), "skField",
              leads == null ? null : sortLead(leads, gsi)))
          : Optional.empty();
      indexes.add(new IndexModel(
          indexName,
          name.isEmpty() ? indexName : name,
          key(element, gsi, "pk", field(gsi, "pkField", indexName + "pk"), "pkField",
              leads == null ? null : partitionLead(leads, gsi, sorted)),
          sk,
          Position.of(element, gsi),
          indexNamePosition,
          name.isEmpty() ? indexNamePosition : Mirrors.position(element, gsi, "name"),
          collection(element, gsi),
          projection(element, gsi),
          false,
          (Boolean) mirrors.value(gsi, "required").getValue(),
          (Boolean) mirrors.value(gsi, "partialKeys").getValue(),
          Optional.empty()));
    }
    Optional<AnnotationMirror> pk = Mirrors.find(element, Pk.class);
    for (AnnotationMirror lsi : Mirrors.findRepeated(element, Lsi.class, Lsi.List.class)) {
      String indexName = mirrors.string(lsi, "index");
      String name = mirrors.string(lsi, "name");
      Position indexNamePosition = Mirrors.position(element, lsi, "index");
      Position position = Position.of(element, lsi);
      // The table's partition key, as @Pk declares it; an entity without @Pk is reported as such.
      KeyModel partition = pk.map(mirror -> primaryPartition(element, mirror, leads))
          .orElse(new KeyModel("pk", KeyTemplateParser.parse(""), position, position));
      indexes.add(new IndexModel(
          indexName,
          name.isEmpty() ? indexName : name,
          partition,
          Optional.of(key(element, lsi, "sk", field(lsi, "skField", indexName + "sk"), "skField",
              leads == null ? null : ElectroDbKeys.sortLead(leads.entity(), leads.version(), "", ""))),
          position,
          indexNamePosition,
          name.isEmpty() ? indexNamePosition : Mirrors.position(element, lsi, "name"),
          Optional.empty(),
          ProjectionModel.all(position),
          true,
          (Boolean) mirrors.value(lsi, "required").getValue()));
    }
    return indexes;
  }

  /** The {@code @Gsi}s keyed by attributes: those naming {@code pkAttributes}. */
  List<AttributeIndexModel> attributeIndexes(TypeElement element) {
    List<AttributeIndexModel> indexes = new ArrayList<>();
    for (AnnotationMirror gsi : Mirrors.findRepeated(element, Gsi.class, Gsi.List.class)) {
      if (mirrors.strings(gsi, "pkAttributes").isEmpty()) {
        continue;
      }
      String indexName = mirrors.string(gsi, "index");
      String name = mirrors.string(gsi, "name");
      Position indexNamePosition = Mirrors.position(element, gsi, "index");
      indexes.add(new AttributeIndexModel(
          indexName,
          name.isEmpty() ? indexName : name,
          components(element, gsi, "pkAttributes"),
          components(element, gsi, "skAttributes"),
          Position.of(element, gsi),
          indexNamePosition,
          name.isEmpty() ? indexNamePosition : Mirrors.position(element, gsi, "name"),
          Mirrors.position(element, gsi, "pkAttributes"),
          Mirrors.position(element, gsi, "skAttributes"),
          templateOption(element, gsi),
          projectionOption(element, gsi),
          Boolean.TRUE.equals(mirrors.value(gsi, "required").getValue())
              ? Optional.of(Mirrors.position(element, gsi, "required")) : Optional.empty()));
    }
    return indexes;
  }

  /** The {@code @VectorIndex}es. */
  List<VectorIndexModel> vectorIndexes(TypeElement element) {
    List<VectorIndexModel> indexes = new ArrayList<>();
    for (AnnotationMirror vector : Mirrors.findRepeated(element, VectorIndex.class, VectorIndex.List.class)) {
      String indexName = mirrors.string(vector, "index");
      String name = mirrors.string(vector, "name");
      String partition = mirrors.string(vector, "partition");
      Position indexNamePosition = Mirrors.position(element, vector, "index");
      String distance = ((VariableElement) mirrors.value(vector, "distance").getValue()).getSimpleName().toString();
      indexes.add(new VectorIndexModel(
          indexName,
          name.isEmpty() ? indexName : name,
          new AttributeIndexModel.Component(mirrors.string(vector, "vector"), Mirrors.position(element, vector, "vector")),
          mirrors.integer(vector, "dimensions"),
          distance,
          partition.isEmpty() ? Optional.empty()
              : Optional.of(new AttributeIndexModel.Component(partition, Mirrors.position(element, vector, "partition"))),
          components(element, vector, "filters"),
          projection(element, vector),
          Position.of(element, vector),
          indexNamePosition,
          name.isEmpty() ? indexNamePosition : Mirrors.position(element, vector, "name"),
          Mirrors.position(element, vector, "dimensions")));
    }
    return indexes;
  }

  /** The {@code projection} and {@code include} values of a {@code @Gsi}. */
  private ProjectionModel projection(TypeElement element, AnnotationMirror gsi) {
    Object kind = mirrors.value(gsi, "projection").getValue();
    String constant = ((VariableElement) kind).getSimpleName().toString();
    return new ProjectionModel(ProjectionModel.Kind.valueOf(constant), components(element, gsi, "include"),
        Mirrors.position(element, gsi, "projection"), Mirrors.position(element, gsi, "include"));
  }

  private Optional<AttributeIndexModel.Component> projectionOption(TypeElement element, AnnotationMirror gsi) {
    ProjectionModel projection = projection(element, gsi);
    if (projection.isPartial()) {
      return Optional.of(new AttributeIndexModel.Component("projection", projection.kindPosition()));
    }
    if (!projection.include().isEmpty()) {
      return Optional.of(new AttributeIndexModel.Component("include", projection.includePosition()));
    }
    return Optional.empty();
  }

  private static Optional<AttributeIndexModel.Component> templateOption(TypeElement element, AnnotationMirror gsi) {
    for (String option : List.of("pk", "sk", "pkField", "skField")) {
      if (Mirrors.explicit(gsi, option) != null) {
        return Optional.of(new AttributeIndexModel.Component(option, Mirrors.position(element, gsi, option)));
      }
    }
    return Optional.empty();
  }

  private List<AttributeIndexModel.Component> components(TypeElement element, AnnotationMirror gsi, String attribute) {
    List<AttributeIndexModel.Component> components = new ArrayList<>();
    for (AnnotationValue value : mirrors.strings(gsi, attribute)) {
      components.add(new AttributeIndexModel.Component((String) value.getValue(), Position.of(element, gsi, value)));
    }
    return components;
  }

  private String field(AnnotationMirror gsi, String attribute, String defaultField) {
    String field = mirrors.string(gsi, attribute);
    return field.isEmpty() ? defaultField : field;
  }

  /**
   * A key as its annotation declares it; with a {@code lead} (ElectroDB's layout), the template that
   * ElectroDB renders from it, folded to lower case unless the key names its casing.
   */
  private KeyModel key(TypeElement element, AnnotationMirror mirror, String templateAttribute, String field,
      String fieldAttribute, String lead) {
    // @Pk and @Sk name it casing; @Gsi and @Lsi pkCasing and skCasing, beside pk and sk.
    String casingAttribute = templateAttribute.equals("template") ? "casing" : templateAttribute + "Casing";
    Object casingValue = mirrors.value(mirror, casingAttribute).getValue();
    String casing = casingValue instanceof VariableElement constant ? constant.getSimpleName().toString() : "NONE";
    AnnotationValue type = Mirrors.explicit(mirror, "type");
    if (type != null && type.getValue() instanceof VariableElement constant
        && !constant.getSimpleName().contentEquals(KeyType.STRING.name())) {
      // A number or binary key is ElectroDB's numeric key: its one component, with no lead and no case.
      lead = null;
    } else if (lead != null && Mirrors.explicit(mirror, casingAttribute) == null) {
      casing = KeyCasing.LOWER.name();
    }
    String template = mirrors.string(mirror, templateAttribute);
    Position fieldPosition = Mirrors.position(element, mirror, fieldAttribute);
    return new KeyModel(
        field,
        KeyTemplateParser.parse(lead == null ? template : ElectroDbKeys.template(template, lead, casing)),
        Mirrors.position(element, mirror, templateAttribute),
        fieldPosition,
        "S",
        fieldPosition,
        casing,
        Mirrors.position(element, mirror, casingAttribute));
  }

  /** The key with the storage {@code type} of its {@code @Pk} or {@code @Sk}. */
  private KeyModel typed(TypeElement element, AnnotationMirror mirror, KeyModel key) {
    Object type = mirrors.value(mirror, "type").getValue();
    String name = type instanceof VariableElement constant ? constant.getSimpleName().toString() : "STRING";
    String attributeType = switch (name) {
      case "NUMBER" -> "N";
      case "BINARY" -> "B";
      default -> "S";
    };
    return new KeyModel(key.field(), key.template(), key.templatePosition(), key.fieldPosition(), attributeType,
        Mirrors.position(element, mirror, "type"), key.casing(), key.casingPosition());
  }
}
