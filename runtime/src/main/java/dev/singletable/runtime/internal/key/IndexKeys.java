package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import java.util.List;
import java.util.Objects;

/**
 * How the keys of one secondary index are rendered from record components, for updates: an update
 * that changes a component of the index writes the index's keys again in the same request, and every
 * update and upsert writes the keys of an index rendered from the primary key's components only. Generated entities extend it once per secondary index.
 */
public abstract class IndexKeys {
  private final String indexName;
  private final String name;
  private final String partitionKeyField;
  private final String sortKeyField;
  private final String setter;
  private final List<AttributePath<?, ?>> components;
  private final boolean required;
  private final boolean partial;

  /**
   * Describes an index.
   *
   * @param indexName the DynamoDB index name
   * @param name the access pattern's name ({@code @Gsi(name)})
   * @param partitionKeyField the attribute holding the index's partition key
   * @param sortKeyField the attribute holding the index's sort key; null when it has none
   * @param setter the generated update method that sets every component of the index outside the
   *     primary key, named in messages ({@code setByType}); null when every component is the primary
   *     key's
   * @param components every component the index's keys are rendered from
   */
  protected IndexKeys(String indexName, String name, String partitionKeyField, String sortKeyField, String setter,
      List<AttributePath<?, ?>> components) {
    this(indexName, name, partitionKeyField, sortKeyField, setter, components, false);
  }

  /**
   * Describes an index that is sparse or, when {@code required}, holds every item of the entity.
   *
   * @param indexName the DynamoDB index name
   * @param name the access pattern's name
   * @param partitionKeyField the attribute holding the index's partition key
   * @param sortKeyField the attribute holding the index's sort key; null when it has none
   * @param setter the generated update method that sets every component of the index outside the
   *     primary key; null when every component is the primary key's
   * @param components every component the index's keys are rendered from
   * @param required whether a write that would leave the item out of the index is refused
   */
  protected IndexKeys(String indexName, String name, String partitionKeyField, String sortKeyField, String setter,
      List<AttributePath<?, ?>> components, boolean required) {
    this(indexName, name, partitionKeyField, sortKeyField, setter, components, required, false);
  }

  /**
   * Describes an index that is sparse, holds every item of the entity ({@code required}), or whose
   * keys are written with only the components present ({@code partial}, ElectroDB's rule).
   *
   * @param indexName the DynamoDB index name
   * @param name the access pattern's name
   * @param partitionKeyField the attribute holding the index's partition key
   * @param sortKeyField the attribute holding the index's sort key; null when it has none
   * @param setter the generated update method that sets every component of the index outside the
   *     primary key; null when every component is the primary key's
   * @param components every component the index's keys are rendered from
   * @param required whether a write that would leave the item out of the index is refused
   * @param partial whether the keys are written when components are null, holding those before the
   *     first null one; the renderers then take null values
   */
  protected IndexKeys(String indexName, String name, String partitionKeyField, String sortKeyField, String setter,
      List<AttributePath<?, ?>> components, boolean required, boolean partial) {
    this.partial = partial;
    this.required = required;
    this.indexName = Objects.requireNonNull(indexName, "indexName");
    this.name = Objects.requireNonNull(name, "name");
    this.partitionKeyField = Objects.requireNonNull(partitionKeyField, "partitionKeyField");
    this.sortKeyField = sortKeyField;
    this.setter = setter;
    this.components = List.copyOf(components);
  }

  /**
   * Renders the partition key; called only when every component is known, and not null unless the
   * index is {@link #partial()}.
   *
   * @param values the components' values
   * @return the rendered key
   */
  protected abstract String partitionKey(Values values);

  /**
   * Renders the sort key; called only when the index has one and every component is known and not
   * null.
   *
   * @param values the components' values
   * @return the rendered key; the default, for indexes without sort key, is null
   */
  protected String sortKey(Values values) {
    return null;
  }

  /**
   * Renders the partition key for the runtime's update operations (generated subclasses override
   * {@link #partitionKey}).
   *
   * @param values the components' values
   * @return the rendered key
   */
  public final String renderPartitionKey(Values values) {
    return partitionKey(values);
  }

  /**
   * Renders the sort key for the runtime's update operations (generated subclasses override {@link
   * #sortKey}).
   *
   * @param values the components' values
   * @return the rendered key, or null for indexes without sort key
   */
  public final String renderSortKey(Values values) {
    return sortKey(values);
  }

  /**
   * The DynamoDB index name.
   *
   * @return the {@code @Gsi(index)} value
   */
  public String indexName() {
    return indexName;
  }

  /**
   * The access pattern's name.
   *
   * @return the {@code @Gsi(name)} value
   */
  public String name() {
    return name;
  }

  /**
   * The attribute holding the index's partition key.
   *
   * @return the field name
   */
  public String partitionKeyField() {
    return partitionKeyField;
  }

  /**
   * The attribute holding the index's sort key.
   *
   * @return the field name; null when the index has no sort key
   */
  public String sortKeyField() {
    return sortKeyField;
  }

  /**
   * The generated update method that sets every component of the index outside the primary key.
   *
   * @return its name, e.g. {@code setByType}; null when every component is the primary key's
   */
  public String setter() {
    return setter;
  }

  /**
   * The components the index's keys are rendered from.
   *
   * @return the paths, primary-key components included
   */
  public List<AttributePath<?, ?>> components() {
    return components;
  }

  /**
   * Whether the index's keys are rendered from a component.
   *
   * @param attribute the component's stored name
   * @return true when it is one of {@link #components()}
   */
  public boolean renderedFrom(String attribute) {
    for (AttributePath<?, ?> component : components) {
      if (component.name().equals(attribute)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether every item must be in the index ({@code @Gsi(required = true)}); else it is sparse.
   *
   * @return true when a write that would leave the item out is refused
   */
  public boolean required() {
    return required;
  }

  /**
   * The refusal of a write that would leave an item out of a required index; a write through the
   * runtime adds the item's key.
   *
   * @param entity the entity name
   * @param component the component that is null
   * @param indexName the DynamoDB index name
   * @param name the access pattern's name
   * @return the exception to throw
   */
  public static InvalidValueException missingComponent(String entity, String component, String indexName,
      String name) {
    return new InvalidValueException(entity, component, null, "every item of " + entity + " must be in index "
        + indexName + " (" + name + ", required), whose keys are rendered from " + component + "; give it a value");
  }

  /**
   * Whether the index's keys are written with only the components present ({@code @Gsi(partialKeys =
   * true)}): an update that removes a component writes them again, shorter, rather than removing them.
   *
   * @return true when the renderers take null values
   */
  public boolean partial() {
    return partial;
  }

  /** The values of components that an update knows: those of its key and those it sets. */
  public interface Values {
    /**
     * The value of a component.
     *
     * @param component one of {@link #components()}
     * @param <V> its type
     * @return the value
     */
    <V> V get(AttributePath<?, V> component);
  }

  /**
   * A schema that knows the index keys of its entity: the generated schema of an entity with secondary
   * indexes, so that an update finds them from the schema it is given and no user-facing constructor
   * names this type.
   */
  public interface Owner {
    /**
     * The entity's secondary indexes, whose keys an update or upsert may write.
     *
     * @return one per index, in declaration order
     */
    List<IndexKeys> indexKeys();
  }
}
