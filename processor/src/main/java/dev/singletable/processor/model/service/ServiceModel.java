package dev.singletable.processor.model.service;

import com.squareup.javapoet.ClassName;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.SealedParent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

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

  /** The entities ordered by name, as the service class lists them: the same output whatever the source order. */
  public List<EntityModel> sortedEntities() {
    List<EntityModel> sorted = new ArrayList<>(entities);
    sorted.sort(Comparator.comparing(EntityModel::name));
    return sorted;
  }

  /**
   * The collections by name, in name order, each with its members ordered by entity name (an entity
   * that names one collection on two indexes counts once, with the first; the checks report it).
   */
  public Map<String, ServiceCollection> collections() {
    Map<String, List<ServiceCollection.Member>> members = new TreeMap<>();
    for (EntityModel entity : sortedEntities()) {
      for (IndexModel index : entity.collectionIndexes()) {
        List<ServiceCollection.Member> list =
            members.computeIfAbsent(index.collection().get().name(), name -> new ArrayList<>());
        if (list.stream().noneMatch(member -> member.entity() == entity)) {
          list.add(new ServiceCollection.Member(entity, index));
        }
      }
    }
    Map<String, ServiceCollection> collections = new LinkedHashMap<>();
    members.forEach((name, list) -> collections.put(name, new ServiceCollection(name, list)));
    return collections;
  }

  /**
   * The sealed interfaces that entities of the service sharing their keys implement, by interface
   * name: an interface counts once one of its entities names another of them in {@code
   * sharesKeysWith}; the checks say whether it can be read as one type.
   */
  public List<SealedLayout> sealedLayouts() {
    Map<ClassName, SealedParent> parents = new TreeMap<>(Comparator.comparing(ClassName::canonicalName));
    Map<ClassName, List<EntityModel>> members = new LinkedHashMap<>();
    for (EntityModel entity : sortedEntities()) {
      for (SealedParent parent : entity.sealedParents()) {
        parents.putIfAbsent(parent.type(), parent);
        members.computeIfAbsent(parent.type(), type -> new ArrayList<>()).add(entity);
      }
    }
    List<SealedLayout> layouts = new ArrayList<>();
    parents.forEach((type, parent) -> {
      List<EntityModel> implementing = members.get(type);
      boolean shared = implementing.stream().anyMatch(entity -> implementing.stream()
          .anyMatch(other -> entity.identity().sharesKeysWith().contains(other.name())));
      if (shared) {
        layouts.add(new SealedLayout(type, parent.permitted(), implementing));
      }
    });
    return layouts;
  }

  /**
   * The generated service class: {@code events} -> {@code EventsService}, in the package of its
   * entities, or of the first of them by qualified name when they span packages.
   */
  public ClassName className() {
    ClassName first = null;
    for (EntityModel entity : entities) {
      if (first == null || entity.recordType().canonicalName().compareTo(first.canonicalName()) < 0) {
        first = entity.recordType();
      }
    }
    return ClassName.get(first == null ? "" : first.packageName(), pascalCase(name) + "Service");
  }

  /** {@code events} -> {@code Events}, {@code order-history} -> {@code OrderHistory}. */
  private static String pascalCase(String text) {
    StringBuilder name = new StringBuilder();
    boolean upper = true;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!Character.isJavaIdentifierPart(c) || c == '_' || c == '$') {
        upper = true;
      } else {
        name.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    if (name.length() == 0 || !Character.isJavaIdentifierStart(name.charAt(0))) {
      name.insert(0, 'S');
    }
    return name.toString();
  }
}
