package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.JavaNames;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A global secondary index keyed by the entity's own attributes ({@code @Gsi(pkAttributes,
 * skAttributes)}): up to four partition and four sort components, each stored as its own typed
 * attribute, nothing rendered.
 *
 * @param indexName the DynamoDB index name
 * @param name the access pattern's name, used in generated method names (default: the index name)
 * @param partition the partition components, in order
 * @param sort the sort components, in order
 * @param position the {@code @Gsi} annotation
 * @param indexNamePosition the {@code index} value
 * @param namePosition the {@code name} value, or the {@code index} value when the name is defaulted
 * @param partitionPosition the {@code pkAttributes} value
 * @param sortPosition the {@code skAttributes} value, or the annotation when there is none
 * @param templateOption a template option ({@code pk}, {@code sk}, {@code pkField}, {@code
 *     skField}) also given, which an index keyed by attributes cannot use; empty when none is
 * @param projectionOption a projection option ({@code projection} other than {@code ALL}, or
 *     {@code include}), which an index keyed by attributes does not offer yet; empty when none is
 * @param requiredOption the {@code required = true} value, which such an index does not take
 */
public record AttributeIndexModel(
    String indexName,
    String name,
    List<Component> partition,
    List<Component> sort,
    Position position,
    Position indexNamePosition,
    Position namePosition,
    Position partitionPosition,
    Position sortPosition,
    Optional<Component> templateOption,
    Optional<Component> projectionOption,
    Optional<Position> requiredOption) {

  /** Copies the lists: the model is immutable. */
  public AttributeIndexModel {
    partition = List.copyOf(partition);
    sort = List.copyOf(sort);
  }

  /** The access pattern's name as generated methods spell it, as {@link IndexModel#javaName()}. */
  public String javaName() {
    return JavaNames.identifier(name, "Index");
  }

  /**
   * One key component as written in the annotation.
   *
   * @param name the record component it names
   * @param position the array element
   */
  public record Component(String name, Position position) {}

  /** The partition components, then the sort components. */
  public List<Component> components() {
    List<Component> all = new ArrayList<>(partition);
    all.addAll(sort);
    return all;
  }

  /**
   * The DynamoDB type a component is stored as, when an index key may hold it: {@code S} for text,
   * enums, instants, dates and UUIDs, {@code N} for numbers (and a time to live), {@code B} for
   * {@code byte[]}; empty for anything else (booleans, documents, collections, records, converted
   * values).
   */
  public static Optional<String> keyType(AttributeModel attribute) {
    if (attribute.converter().isPresent()) {
      return Optional.empty();
    }
    if (attribute.type() instanceof TypeModel.EnumType) {
      return Optional.of("S");
    }
    if (!(attribute.type() instanceof TypeModel.Scalar scalar)) {
      return Optional.empty();
    }
    ScalarKind kind = scalar.kind();
    if (kind.isNumber() || (kind == ScalarKind.INSTANT && attribute.is(Lifecycle.TTL))) {
      return Optional.of("N");
    }
    return switch (kind) {
      case STRING, INSTANT, LOCAL_DATE, UUID -> Optional.of("S");
      case BYTES -> Optional.of("B");
      default -> Optional.empty();
    };
  }
}
