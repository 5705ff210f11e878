package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One {@code @Entity} record: its identity in its service, its indexes, its components and the
 * records nested in them.
 *
 * @param recordType the record
 * @param entityType the class generated for it
 * @param service the service (table) it belongs to
 * @param name the entity name stored on every item
 * @param version the entity version stored on every item
 * @param primary the primary index; empty when {@code @Pk} is missing
 * @param indexes the global secondary indexes, in declaration order
 * @param attributes the record components, in declaration order
 * @param records every record nested in the components, at any depth, each once
 * @param position the {@code @Entity} annotation
 * @param namePosition the {@code @Entity} name value, or the annotation when the name is defaulted
 */
public record EntityModel(
    ClassName recordType,
    ClassName entityType,
    String service,
    String name,
    int version,
    Optional<IndexModel> primary,
    List<IndexModel> indexes,
    List<AttributeModel> attributes,
    List<RecordModel> records,
    Position position,
    Position namePosition) {

  /** Copies the lists: the model is immutable. */
  public EntityModel {
    indexes = List.copyOf(indexes);
    attributes = List.copyOf(attributes);
    records = List.copyOf(records);
  }

  /** The component of that name. */
  public Optional<AttributeModel> attribute(String name) {
    return attributes.stream().filter(attribute -> attribute.name().equals(name)).findFirst();
  }

  /** The description of a nested record. */
  public RecordModel record(ClassName type) {
    return records.stream()
        .filter(record -> record.type().equals(type))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("no model of nested record " + type));
  }

  /** Whether a component renders into the primary key, so that no update may change it. */
  public boolean isKeyComponent(String component) {
    return primary.isPresent() && primary.get().componentNames().contains(component);
  }

  /** The primary index, then the global secondary indexes. */
  public List<IndexModel> allIndexes() {
    List<IndexModel> all = new ArrayList<>(indexes.size() + 1);
    primary.ifPresent(all::add);
    all.addAll(indexes);
    return all;
  }
}
