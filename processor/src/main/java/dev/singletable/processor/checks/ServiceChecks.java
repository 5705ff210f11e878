package dev.singletable.processor.checks;

import com.squareup.javapoet.ClassName;
import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.CollectionModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.ExactNames;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.service.SealedLayout;
import dev.singletable.processor.model.service.ServiceModel;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** Checks an entity against the other entities of its service. */
public final class ServiceChecks {
  private ServiceChecks() {}

  /**
   * Reports an entity whose name another entity of the service already has, an entity whose
   * primary key can render the same key as another entity's, an entity whose partition key does not
   * match those of its collection (or that names it on another index), a sub-collection whose members'
   * sort keys share no leading component, an index whose key
   * attributes differ from another entity's index of the same name, and a time-to-live attribute
   * other than the service's.
   */
  /**
   * Reports what only a service with all its entities shows, before its class is written: index
   * capacity on a table that no entity provisions, and a {@code sharesKeysWith} naming no entity of
   * the service or one no type attribute tells apart.
   */
  public static void checkComplete(ServiceModel service, Problems problems) {
    CapacityChecks.checkComplete(service, problems);
    TableOptionsChecks.checkComplete(service, problems);
    sealedLayouts(service, problems);
    VectorIndexChecks.checkComplete(service, problems);
    for (EntityModel entity : service.entities()) {
      for (String name : entity.identity().sharesKeysWith()) {
        Optional<EntityModel> other = service.entityNamed(name);
        if (other.isEmpty()) {
          problems.report(Message.SHARED_KEYS, entity.identity().sharesKeysWithPosition(), entity.recordType(), name,
              "which is no entity of service \"" + service.name() + "\"");
        } else if (!other.get().identity().sharesKeysWith().contains(entity.name())) {
          // Each side's batch writes are refused by its own schema, so each says it.
          problems.report(Message.SHARED_KEYS, entity.identity().sharesKeysWithPosition(), entity.recordType(), name,
              "but " + other.get().recordType() + " does not name \"" + entity.name() + "\" in its sharesKeysWith;"
                  + " both entities of a shared key layout name each other");
        }
      }
    }
  }

  public static void check(ServiceModel service, EntityModel entity, RuntimeSurface surface, Problems problems) {
    collection(service, entity, problems);
    SubCollectionChecks.check(service, entity, problems);
    sharedIndexes(service, entity, problems);
    ttl(service, entity, problems);
    AttributeIndexChecks.checkService(service, entity, problems);
    IdentityChecks.checkService(service, entity, problems);
    ProjectionChecks.checkService(service, entity, problems);
    localIndexCount(service, entity, problems);
    CapacityChecks.checkService(service, entity, problems);
    TableOptionsChecks.checkService(service, entity, problems);
    VectorIndexChecks.checkService(service, entity, problems);
    NumberKeyChecks.checkService(service, entity, problems);
    NameChecks.check(service, entity, surface, problems);
    service.entityNamed(entity.name())
        .filter(other -> !other.recordType().equals(entity.recordType()))
        .ifPresent(other -> problems.report(
            Message.DUPLICATE_ENTITY_NAME, entity.namePosition(), entity.name(), service.name(), other.recordType()));
    if (!problems.isEmpty() || entity.primary().isEmpty()) {
      return;
    }
    IndexModel primary = entity.primary().get();
    sharedKeys(service, entity, problems);
    for (EntityModel other : service.entities()) {
      if (other.recordType().equals(entity.recordType()) || other.primary().isEmpty() || sharesKeys(entity, other)) {
        continue;
      }
      IndexModel theirs = other.primary().get();
      if (collide(primary, entity, theirs, other)) {
        KeyModel at = primary.sk().orElse(primary.pk());
        problems.report(Message.KEY_COLLISION, at.templatePosition(), entity.recordType(), describe(primary),
            other.name(), describe(theirs), service.name());
      }
    }
  }

  /** Whether either entity names the other in {@code sharesKeysWith}, with a type attribute to tell them apart. */
  private static boolean sharesKeys(EntityModel entity, EntityModel other) {
    boolean named = entity.identity().sharesKeysWith().contains(other.name())
        || other.identity().sharesKeysWith().contains(entity.name());
    return named && toldApartByType(entity, other);
  }

  private static boolean toldApartByType(EntityModel entity, EntityModel other) {
    return entity.identity().typeAttribute().isPresent()
        && entity.identity().typeAttribute().equals(other.identity().typeAttribute())
        && !entity.identity().typeValue().equals(other.identity().typeValue());
  }

  private static boolean typeless(EntityModel entity) {
    return entity.identity().typeAttribute().isEmpty();
  }

  /**
   * Reports a {@code sharesKeysWith} between this entity and one read before it (either side may name
   * the other) that nothing tells apart: not a type attribute, nor, when neither entity stores one, the
   * literal text of their key templates (Tempest's {@code ALBUM_${token}} and {@code PLAYLIST_${token}}
   * at {@code sort_key = INFO_}); a name of no entity is reported once the service is complete.
   */
  private static void sharedKeys(ServiceModel service, EntityModel entity, Problems problems) {
    for (EntityModel other : service.entities()) {
      if (other.recordType().equals(entity.recordType()) || toldApartByType(entity, other)) {
        continue;
      }
      boolean mine = entity.identity().sharesKeysWith().contains(other.name());
      if (!mine && !other.identity().sharesKeysWith().contains(entity.name())) {
        continue;
      }
      EntityModel naming = mine ? entity : other;
      EntityModel named = mine ? other : entity;
      if (typeless(entity) && typeless(other)) {
        IndexModel primary = entity.primary().get();
        Optional<IndexModel> theirs = other.primary();
        if (theirs.isPresent() && collide(primary, entity, theirs.get(), other)) {
          problems.report(Message.SHARED_KEY_LITERALS, naming.identity().sharesKeysWithPosition(),
              naming.recordType(), named.name(), describe(naming.primary().get()), describe(named.primary().get()));
        }
      } else {
        problems.report(Message.SHARED_KEYS, naming.identity().sharesKeysWithPosition(), naming.recordType(),
            named.name(), "but no type attribute tells their items apart");
      }
    }
  }

  /**
   * Whether some item of one entity can have the primary key of an item of the other. Each key
   * attribute is compared on its own, so a component shared by the partition and sort key is
   * treated as two free values: the check may speak of a collision that such a link rules out, but
   * never misses one.
   */
  private static boolean collide(IndexModel mine, EntityModel me, IndexModel theirs, EntityModel them) {
    if (!mine.pk().field().equals(theirs.pk().field())
        || mine.sk().isPresent() != theirs.sk().isPresent()
        || (mine.sk().isPresent() && !mine.sk().get().field().equals(theirs.sk().get().field()))) {
      return false; // a different key schema: the table definition check reports that
    }
    return overlap(mine.pk(), me, theirs.pk(), them)
        && (mine.sk().isEmpty() || overlap(mine.sk().get(), me, theirs.sk().get(), them));
  }

  /** Whether two keys can be equal: two binary keys always can (any bytes); others by their templates. */
  private static boolean overlap(KeyModel mine, EntityModel me, KeyModel theirs, EntityModel them) {
    if (mine.binary() && theirs.binary()) {
      return true;
    }
    return overlap(mine.template(), me, theirs.template(), them);
  }

  private static boolean overlap(KeyTemplate mine, EntityModel me, KeyTemplate theirs, EntityModel them) {
    if (!analysable(mine, me) || !analysable(theirs, them)) {
      return false;
    }
    return KeyLanguage.of(mine, me).meets(KeyLanguage.of(theirs, them));
  }

  /** A template the other checks passed: well formed, every placeholder a key-capable component. */
  private static boolean analysable(KeyTemplate template, EntityModel entity) {
    if (!template.faults().isEmpty()) {
      return false;
    }
    for (KeyTemplate.Placeholder placeholder : template.placeholders()) {
      boolean keyCapable = entity.attribute(placeholder.name())
          .map(attribute -> attribute.keyEncoding().isPresent())
          .orElse(false);
      if (!keyCapable) {
        return false;
      }
    }
    return true;
  }

  /**
   * Entities of one collection share partitions of one index: the same index, the same pk field, the
   * same template text and the same component types.
   */
  private static void collection(ServiceModel service, EntityModel entity, Problems problems) {
    for (IndexModel index : entity.collectionIndexes()) {
      CollectionModel collection = index.collection().get();
      Optional<String> shape = partitionShape(entity, index);
      for (EntityModel other : service.entities()) {
        if (other.recordType().equals(entity.recordType())) {
          continue;
        }
        Optional<IndexModel> theirIndex = other.collectionIndexes().stream()
            .filter(candidate -> candidate.collection().get().name().equals(collection.name()))
            .findFirst();
        if (theirIndex.isEmpty()) {
          continue;
        }
        if (!Objects.equals(index.indexName(), theirIndex.get().indexName())) {
          problems.report(Message.COLLECTION_INDEX_MISMATCH, collection.position(), entity.recordType().simpleName(),
              collection.name(), service.name(), describeIndex(index), other.name(), describeIndex(theirIndex.get()));
          return;
        }
        UnescapedKeyChecks.checkCollection(entity, other, collection, problems);
        UnescapedKeyChecks.checkCasingCollection(entity, index, other, theirIndex.get(), collection, problems);
        Optional<String> theirs = partitionShape(other, theirIndex.get());
        if (shape.isPresent() && theirs.isPresent() && !shape.equals(theirs)) {
          problems.report(Message.COLLECTION_MISMATCH, collection.position(), entity.recordType().simpleName(),
              collection.name(), service.name(), describePartition(entity, index), other.name(),
              describePartition(other, theirIndex.get()));
          return;
        }
      }
    }
  }

  /**
   * Entities sharing an index (the table's primary index, or a GSI of the same name) share its key
   * attributes: the same partition-key field, and the same sort-key field or none.
   */
  private static void sharedIndexes(ServiceModel service, EntityModel entity, Problems problems) {
    for (IndexModel index : entity.allIndexes()) {
      for (EntityModel other : service.entities()) {
        if (other.recordType().equals(entity.recordType())) {
          continue;
        }
        Optional<IndexModel> theirs = other.allIndexes().stream()
            .filter(candidate -> Objects.equals(candidate.indexName(), index.indexName()))
            .findFirst();
        if (theirs.isPresent() && !keyFields(index).equals(keyFields(theirs.get()))) {
          Position at = index.isPrimary() ? index.sk().orElse(index.pk()).fieldPosition() : index.indexNamePosition();
          problems.report(Message.INDEX_MISMATCH, at, entity.recordType().simpleName(), describeIndex(index),
              keyFields(index), other.name(), service.name(), keyFields(theirs.get()));
          return;
        }
      }
    }
  }

  /** A table holds at most five local secondary indexes, whichever entities declare them. */
  private static void localIndexCount(ServiceModel service, EntityModel entity, Problems problems) {
    Set<String> names = new LinkedHashSet<>();
    for (EntityModel member : service.entities()) {
      for (IndexModel index : member.indexes()) {
        if (index.local()) {
          names.add(index.indexName());
        }
      }
    }
    if (names.size() <= IndexChecks.MAX_LOCAL_INDEXES) {
      return;
    }
    List<String> allowed = List.copyOf(names).subList(0, IndexChecks.MAX_LOCAL_INDEXES);
    for (IndexModel index : entity.indexes()) {
      if (index.local() && !allowed.contains(index.indexName())) {
        problems.report(Message.TOO_MANY_LSIS, index.indexNamePosition(), entity.recordType().simpleName(),
            index.indexName(), "five of service \"" + service.name() + "\" (" + String.join(", ", allowed) + ")");
      }
    }
  }

  private static String keyFields(IndexModel index) {
    return (index.local() ? "a local index of " : "") + "partition key \"" + index.pk().field() + "\""
        + index.sk().map(sk -> " and sort key \"" + sk.field() + "\"").orElse(" and no sort key");
  }

  private static String describeIndex(IndexModel index) {
    return index.isPrimary() ? "the table's primary index" : "index \"" + index.indexName() + "\"";
  }

  /**
   * The partition key as the collection compares it: its field, its literal text and each
   * placeholder's encoding; empty when a placeholder does not name a key-capable component (the
   * template checks report that).
   */
  private static Optional<String> partitionShape(EntityModel entity, IndexModel index) {
    KeyModel pk = index.pk();
    StringBuilder shape = new StringBuilder(pk.field()).append('=');
    int placeholder = 0;
    for (KeyTemplate.Segment segment : pk.template().segments()) {
      if (segment instanceof KeyTemplate.Literal literal) {
        shape.append("L(").append(literal.text()).append(')');
      } else {
        Optional<AttributeModel> attribute = entity.attribute(((KeyTemplate.Placeholder) segment).name());
        if (attribute.isEmpty() || attribute.get().keyEncoding().isEmpty()) {
          return Optional.empty();
        }
        shape.append("P(").append(attribute.get().keyEncoding().get())
            .append(attribute.get().padding().map(padding -> "/" + padding.width()).orElse(""))
            .append(ExactNames.of(pk.template(), placeholder++, attribute.get()).map(names -> "/exact" + names).orElse(""))
            .append(')');
      }
    }
    return Optional.of(shape.toString());
  }

  private static String describePartition(EntityModel entity, IndexModel index) {
    KeyModel pk = index.pk();
    StringBuilder text = new StringBuilder(pk.field()).append(" = \"").append(pk.template().text()).append('"');
    String separator = " (";
    for (String component : pk.template().componentNames()) {
      text.append(separator).append(component).append(": ")
          .append(entity.attribute(component).map(attribute -> attribute.javaType().toString()).orElse("?"));
      separator = ", ";
    }
    return separator.equals(", ") ? text.append(')').toString() : text.toString();
  }

  /** DynamoDB has one time-to-live attribute per table. */
  private static void ttl(ServiceModel service, EntityModel entity, Problems problems) {
    Optional<AttributeModel> ttl = entity.attributeWith(Lifecycle.TTL);
    if (ttl.isEmpty()) {
      return;
    }
    for (EntityModel other : service.entities()) {
      Optional<AttributeModel> theirs = other.attributeWith(Lifecycle.TTL);
      if (!other.recordType().equals(entity.recordType()) && theirs.isPresent()
          && !theirs.get().storedName().equals(ttl.get().storedName())) {
        problems.report(Message.TTL_CONFLICT, ttl.get().marker(Lifecycle.TTL).orElseThrow().position(),
            ttl.get().name(), entity.recordType().simpleName(), ttl.get().storedName(), other.name(), service.name(),
            theirs.get().storedName());
        return;
      }
    }
  }

  private static String describe(IndexModel index) {
    StringBuilder text = new StringBuilder(index.pk().field()).append(" = \"").append(index.pk().template().text()).append('"');
    index.sk().ifPresent(sk -> text.append(", ").append(sk.field()).append(" = \"").append(sk.template().text()).append('"'));
    return text.toString();
  }

  /**
   * Reports a sealed interface that entities sharing their keys implement, which the service reads as
   * that one type, unless it permits only entities of the service, each pair of which names the other
   * in {@code sharesKeysWith} and is told apart by a type attribute, all with one primary key layout
   * (the same key attributes, the same literal text, components of the same types in the same places),
   * so that one key read and one partition read reach every one of them.
   */
  private static void sealedLayouts(ServiceModel service, Problems problems) {
    for (SealedLayout layout : service.sealedLayouts()) {
      sealedLayoutFault(layout).ifPresent(fault -> problems.report(Message.SEALED_LAYOUT, layout.first().position(),
          layout.type(), service.name(), fault));
    }
  }

  private static Optional<String> sealedLayoutFault(SealedLayout layout) {
    for (ClassName permitted : layout.permitted()) {
      if (layout.members().stream().noneMatch(member -> member.recordType().equals(permitted))) {
        return Optional.of("it permits " + permitted + ", which is no entity of the service");
      }
    }
    EntityModel first = layout.first();
    for (EntityModel member : layout.members()) {
      if (member.identity().typeAttribute().isEmpty()) {
        return Optional.of("\"" + member.name() + "\" has no type attribute; entities told apart by their key"
            + " literals have keys of their own, which each entity's get reads");
      }
      if (member.primary().isEmpty()) {
        return Optional.of("\"" + member.name() + "\" has no primary key");
      }
      for (EntityModel other : layout.members()) {
        if (other != member && !member.identity().sharesKeysWith().contains(other.name())) {
          return Optional.of("\"" + member.name() + "\" does not name \"" + other.name() + "\" in sharesKeysWith");
        }
      }
      if (member.identity().unescapedKeys() != first.identity().unescapedKeys()) {
        return Optional.of("\"" + member.name() + "\" and \"" + first.name() + "\" differ in unescapedKeys");
      }
      if (member != first && !keyShape(member, member.primary().get()).equals(keyShape(first, first.primary().get()))) {
        return Optional.of("the primary key of \"" + member.name() + "\" (" + keyShape(member, member.primary().get())
            + ") is not that of \"" + first.name() + "\" (" + keyShape(first, first.primary().get()) + ")");
      }
    }
    return Optional.empty();
  }

  /** The primary key with each placeholder as its component's type: {@code partition_key = ${String}, ...}. */
  private static String keyShape(EntityModel entity, IndexModel index) {
    StringBuilder text = new StringBuilder();
    keyShape(entity, index.pk(), text);
    index.sk().ifPresent(sk -> keyShape(entity, sk, text.append(", ")));
    return text.toString();
  }

  private static void keyShape(EntityModel entity, KeyModel key, StringBuilder text) {
    text.append(key.field()).append(" = ");
    for (KeyTemplate.Segment segment : key.template().segments()) {
      if (segment instanceof KeyTemplate.Literal literal) {
        text.append(literal.text());
      } else {
        Optional<AttributeModel> component = entity.attribute(((KeyTemplate.Placeholder) segment).name());
        text.append("${").append(component.map(attribute -> attribute.javaType().toString()
            + attribute.padding().map(padding -> " padded " + padding.width()).orElse("")).orElse("?")).append('}');
      }
    }
  }
}
