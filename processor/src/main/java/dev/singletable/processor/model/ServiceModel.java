package dev.singletable.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A service: the entities that share one table, as far as the compilation has seen them.
 *
 * @param name the service name
 * @param entities its entities in the order they were read
 */
public record ServiceModel(String name, List<EntityModel> entities) {

  /** Copies the list: the model is immutable. */
  public ServiceModel {
    entities = List.copyOf(entities);
  }

  /** An empty service. */
  public static ServiceModel empty(String name) {
    return new ServiceModel(name, List.of());
  }

  /** This service with one more entity. */
  public ServiceModel with(EntityModel entity) {
    List<EntityModel> more = new ArrayList<>(entities);
    more.add(entity);
    return new ServiceModel(name, more);
  }

  /** The entity of that name, if any. */
  public Optional<EntityModel> entityNamed(String entityName) {
    return entities.stream().filter(entity -> entity.name().equals(entityName)).findFirst();
  }
}
