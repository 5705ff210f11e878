package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What an update does to the keys of the global secondary indexes whose components it changes:
 * writes them again from the components it knows (those it sets, the primary key's, and those read
 * from the stored item), removes them when it removes a component (indexes are sparse), and says
 * clearly what is missing when it can do neither.
 */
public final class IndexUpdates implements IndexKeys.Values {
  private final String entity;
  private final Map<String, Object> known;
  private final Map<String, Object> stored;
  private final Set<String> computed;
  private final Set<String> changed;

  /**
   * The index keys of one update.
   *
   * @param entity the entity name, for messages
   * @param known the components' values the update knows, by attribute name (null: removed)
   * @param stored the components read from the stored item, by attribute name (null: absent there)
   * @param computed the attributes the update changes to values only DynamoDB knows
   * @param changed the top-level attributes the update changes
   */
  public IndexUpdates(String entity, Map<String, Object> known, Map<String, Object> stored, Set<String> computed,
      Set<String> changed) {
    this.entity = entity;
    this.known = known;
    this.stored = stored;
    this.computed = computed;
    this.changed = changed;
  }

  /**
   * The changes of the index's keys: none when the update changes none of its components, their
   * removal when it removes one (or the stored item lacks one it reads), else the keys rendered anew.
   *
   * @param index the index
   * @return the changes, in the order they are rendered
   * @throws IncompleteUpdateException when a component the keys need is unknown, or only DynamoDB knows it
   */
  public List<UpdateAction> actions(IndexKeys index) {
    List<String> changes = new ArrayList<>();
    boolean removed = false;
    for (AttributePath<?, ?> component : index.components()) {
      String name = component.name();
      if (changed.contains(name)) {
        changes.add(name);
        removed |= known.containsKey(name) && known.get(name) == null;
      }
    }
    if (changes.isEmpty()) {
      return List.of();
    }
    if (removed && !index.partial()) {
      return removal(index, firstRemoved(index));
    }
    List<String> missing = new ArrayList<>();
    boolean absent = false;
    for (AttributePath<?, ?> component : index.components()) {
      String name = component.name();
      if (!known.containsKey(name) && stored.containsKey(name)) {
        // Read from the stored item: absent there, the item leaves this sparse index.
        absent |= stored.get(name) == null;
        continue;
      }
      if (computed.contains(name)) {
        throw new IncompleteUpdateException(entity, index.indexName(), List.of(name),
            entity + ": the update changes " + name + ", a component of index " + index.indexName()
                + " (" + index.name() + "), to a value only DynamoDB knows, so the index keys cannot be"
                + " rendered; set it to a value instead");
      }
      if (!known.containsKey(name)) {
        missing.add(name);
      }
    }
    if (!missing.isEmpty() && !anyUpdatable(index, missing)) {
      // Components the library sets (@CreatedAt): no setter takes them, only the stored item has them.
      throw new IncompleteUpdateException(entity, index.indexName(), missing,
          entity + ": the update changes " + String.join(", ", changes) + " of index "
              + index.indexName() + " (" + index.name() + ") but not " + String.join(", ", missing)
              + ", which its keys are rendered from too; the library sets " + (missing.size() == 1 ? "it" : "them")
              + ", so read " + (missing.size() == 1 ? "it" : "them") + " with readingMissingComponents()");
    }
    if (!missing.isEmpty()) {
      throw new IncompleteUpdateException(entity, index.indexName(), missing,
          entity + ": the update changes " + String.join(", ", changes) + " of index "
              + index.indexName() + " (" + index.name() + ") but not " + String.join(", ", missing)
              + ", which its keys are rendered from too; set them together with " + index.setter() + "("
              + String.join(", ", updatable(index)) + ") or read them with readingMissingComponents()");
    }
    if (absent && !index.partial()) {
      return removal(index, firstAbsent(index));
    }
    return writes(index);
  }

  /** {@code SET} of the index's keys, rendered from the components known. */
  private List<UpdateAction> writes(IndexKeys index) {
    List<UpdateAction> writes = new ArrayList<>(2);
    writes.add(new UpdateAction(UpdateAction.Kind.SET, index.partitionKeyField(), AttributeValue.createS(index.renderPartitionKey(this))));
    if (index.sortKeyField() != null) {
      writes.add(new UpdateAction(UpdateAction.Kind.SET, index.sortKeyField(), AttributeValue.createS(index.renderSortKey(this))));
    }
    return writes;
  }

  /**
   * The keys of an index rendered from the primary key's components only, as a put of the record
   * writes them: when the write changes none of the index's components (else {@link #actions} writes
   * them) and knows every one of them, which are then the primary key's. Every update and upsert
   * writes them: an upsert may create the item, and an item that an earlier version's upsert left
   * without them gets them back; for any other item they are the keys it holds.
   *
   * @param index the index
   * @return the keys' {@code SET}s; none when the write changes a component or does not know one
   */
  public List<UpdateAction> fromKey(IndexKeys index) {
    for (AttributePath<?, ?> component : index.components()) {
      String name = component.name();
      if (changed.contains(name) || computed.contains(name) || known.get(name) == null) {
        return List.of();
      }
    }
    return writes(index);
  }

  /**
   * The components of the indexes whose keys the update writes again that it neither sets nor can
   * render otherwise: what an update reading the stored item reads.
   *
   * @param indexes the entity's indexes
   * @return the components, each once, in index order
   */
  public List<AttributePath<?, ?>> missing(List<IndexKeys> indexes) {
    Map<String, AttributePath<?, ?>> missing = new LinkedHashMap<>();
    for (IndexKeys index : indexes) {
      boolean changes = false;
      boolean removed = false;
      for (AttributePath<?, ?> component : index.components()) {
        String name = component.name();
        if (changed.contains(name)) {
          changes = true;
          removed |= known.containsKey(name) && known.get(name) == null;
        }
      }
      if (!changes || removed && !index.partial()) {
        continue;
      }
      for (AttributePath<?, ?> component : index.components()) {
        if (!known.containsKey(component.name()) && !computed.contains(component.name())) {
          missing.putIfAbsent(component.name(), component);
        }
      }
    }
    return List.copyOf(missing.values());
  }

  /**
   * A component's value: set by the update, of the key, or read from the stored item.
   *
   * @param component the component
   * @param <V> its type
   * @return the value; null when unknown or absent
   */
  @Override
  @SuppressWarnings("unchecked")
  public <V> V get(AttributePath<?, V> component) {
    // Safe: the update holds each component's value as the component's type (see its caller).
    String name = component.name();
    return (V) (known.containsKey(name) ? known.get(name) : stored.get(name));
  }

  /** The first component of the index this update removes. */
  private String firstRemoved(IndexKeys index) {
    for (AttributePath<?, ?> component : index.components()) {
      if (changed.contains(component.name()) && known.containsKey(component.name()) && known.get(component.name()) == null) {
        return component.name();
      }
    }
    throw new IllegalStateException("no component of " + index.indexName() + " removed");
  }

  /** The first component of the index the stored item lacks. */
  private String firstAbsent(IndexKeys index) {
    for (AttributePath<?, ?> component : index.components()) {
      String name = component.name();
      if (!known.containsKey(name) && stored.containsKey(name) && stored.get(name) == null) {
        return name;
      }
    }
    throw new IllegalStateException("no component of " + index.indexName() + " absent");
  }

  /**
   * {@code REMOVE} of the index's keys: the item leaves the sparse index; refused for a required one.
   *
   * @param missing the component that is removed or absent, for the refusal
   */
  private List<UpdateAction> removal(IndexKeys index, String missing) {
    if (index.required()) {
      throw IndexKeys.missingComponent(entity, missing, index.indexName(), index.name());
    }
    return removal(index);
  }

  /** {@code REMOVE} of the index's keys: the item leaves the sparse index. */
  private static List<UpdateAction> removal(IndexKeys index) {
    List<UpdateAction> removal = new ArrayList<>(2);
    removal.add(new UpdateAction(UpdateAction.Kind.REMOVE, index.partitionKeyField(), null));
    if (index.sortKeyField() != null) {
      removal.add(new UpdateAction(UpdateAction.Kind.REMOVE, index.sortKeyField(), null));
    }
    return removal;
  }

  /** Whether any of the {@code names} is a component of the index that an update can set. */
  private static boolean anyUpdatable(IndexKeys index, List<String> names) {
    for (AttributePath<?, ?> component : index.components()) {
      if (component instanceof UpdatableAttribute && names.contains(component.name())) {
        return true;
      }
    }
    return false;
  }

  private static List<String> updatable(IndexKeys index) {
    List<String> names = new ArrayList<>();
    for (AttributePath<?, ?> component : index.components()) {
      if (component instanceof UpdatableAttribute) {
        names.add(component.name());
      }
    }
    return names;
  }
}
