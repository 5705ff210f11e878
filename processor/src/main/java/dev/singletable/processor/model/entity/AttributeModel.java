package dev.singletable.processor.model.entity;

import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.type.ConverterModel;
import dev.singletable.processor.model.type.TypeModel;
import java.util.List;
import java.util.Optional;

/**
 * A record component and how it is stored: under which attribute name, with which codec, and how it
 * renders into keys.
 *
 * @param name the component name, which is also its accessor
 * @param storedName the attribute name in the item ({@code @Attribute(name)}, else {@link #name})
 * @param javaType the component type as declared; primitives stay primitive
 * @param type the shape to marshal
 * @param padding the {@code @Padded} width, if any
 * @param ordered the {@code @Ordered} annotation, if any
 * @param converter the {@code @Converter}, if any; it stores the value in place of {@link #type}
 * @param position the component
 * @param storedNamePosition the {@code @Attribute} name, or the component when there is none
 * @param markers the lifecycle annotations on the component ({@code @Version}, {@code @Unique}, ...)
 * @param generatedId the {@code @GeneratedId}, if any
 * @param defaultValue the {@code @Default}, if any
 * @param required the {@code @Required} annotation, if any
 * @param instantFormat the {@code @InstantFormat}, if any
 * @param readOnly the {@code @ReadOnly} annotation, if any
 * @param absentAs the {@code @AbsentAs}, if any
 * @param tenant the {@code @Tenant} annotation, if any
 */
public record AttributeModel(
    String name,
    String storedName,
    TypeName javaType,
    TypeModel type,
    Optional<Padding> padding,
    Optional<Position> ordered,
    Optional<ConverterModel> converter,
    Position position,
    Position storedNamePosition,
    List<Lifecycle.Marker> markers,
    Optional<GeneratedId> generatedId,
    Optional<DefaultValue> defaultValue,
    Optional<Position> required,
    Optional<InstantFormat> instantFormat,
    Optional<Position> readOnly,
    Optional<AbsentAs> absentAs,
    Optional<Position> tenant) {

  /** Copies the list: the model is immutable. */
  public AttributeModel {
    markers = List.copyOf(markers);
  }

  /**
   * A {@code @Padded} width.
   *
   * @param width the number of digits
   * @param descending whether the number counts down from {@code 10^width}
   * @param position the {@code @Padded} value
   */
  public record Padding(int width, boolean descending, Position position) {}

  /**
   * A {@code @GeneratedId}.
   *
   * @param kind the {@code IdKind} constant's name: {@code ULID}, {@code UUID_V7} or {@code RANDOM_UUID}
   * @param position the annotation
   */
  public record GeneratedId(String kind, Position position) {}

  /**
   * A {@code @Default}.
   *
   * @param text the default as written
   * @param position the {@code @Default} value
   */
  public record DefaultValue(String text, Position position) {}

  /**
   * An {@code @AbsentAs}: the text stored in place of a null value.
   *
   * @param placeholder the text as written
   * @param position the {@code @AbsentAs} value
   */
  public record AbsentAs(String placeholder, Position position) {}

  /**
   * An {@code @InstantFormat}.
   *
   * @param form the {@code InstantForm} constant's name: {@code ISO_8601}, {@code ISO_8601_MILLIS},
   *     {@code ISO_8601_SECONDS}, {@code EPOCH_SECONDS} or {@code EPOCH_MILLIS}
   * @param position the annotation
   */
  public record InstantFormat(String form, Position position) {
    /** Whether the form is a number ({@code N}) rather than text. */
    public boolean isNumber() {
      return form.startsWith("EPOCH_");
    }

    /**
     * Whether the form is text of one width, which sorts as time and which keys may hold: {@code
     * ISO_8601_SECONDS} or {@code ISO_8601_MILLIS}.
     */
    public boolean isFixedWidthText() {
      return form.equals("ISO_8601_SECONDS") || form.equals("ISO_8601_MILLIS");
    }

    /** The unit the form truncates values to; empty when it keeps every nanosecond. */
    public Optional<String> truncation() {
      return switch (form) {
        case "EPOCH_SECONDS", "ISO_8601_SECONDS" -> Optional.of("SECONDS");
        case "ISO_8601_MILLIS", "EPOCH_MILLIS" -> Optional.of("MILLIS");
        default -> Optional.empty();
      };
    }
  }

  /**
   * Whether the component is an instant stored otherwise than in the library's fixed-width text: as
   * {@code @Ttl}'s epoch seconds or in the form of its {@code @InstantFormat}. Such a component is
   * read and written through its codec, never the shared instant path.
   */
  public boolean hasOwnInstantCodec() {
    return is(Lifecycle.TTL) || instantFormat.isPresent();
  }

  /** Whether a write that lacks the component gets a value for it: a generated id or a default. */
  public boolean hasCreationValue() {
    return generatedId.isPresent() || defaultValue.isPresent();
  }

  /**
   * Whether every item holds the component, so that writes refuse a null and updates refuse to remove
   * it: a primitive component, or one marked {@code @Required}.
   */
  public boolean isRequired() {
    return isPrimitive() || required.isPresent();
  }

  /** Whether the component is of a primitive type, and so never null. */
  public boolean isPrimitive() {
    return javaType.isPrimitive();
  }

  /** How the component renders into a key; empty when keys cannot hold it. */
  public Optional<KeyEncoding> keyEncoding() {
    Optional<KeyEncoding> encoding = KeyEncoding.of(type, padding.map(p -> p.descending() ? KeyEncoding.DESCENDING
        : KeyEncoding.PADDED).or(() -> ordered.map(o -> KeyEncoding.ORDERED)));
    if (encoding.equals(Optional.of(KeyEncoding.INSTANT)) && converter.isEmpty()) {
      // Keys hold a fixed-width form as the attribute does; the other forms are refused in keys.
      return instantFormat.map(format -> switch (format.form()) {
        case "ISO_8601_SECONDS" -> KeyEncoding.INSTANT_SECONDS;
        case "ISO_8601_MILLIS" -> KeyEncoding.INSTANT_MILLIS;
        default -> KeyEncoding.INSTANT;
      }).or(() -> encoding);
    }
    return encoding;
  }

  /** The lifecycle annotation of that kind on the component, if any. */
  public Optional<Lifecycle.Marker> marker(Lifecycle kind) {
    for (Lifecycle.Marker marker : markers) {
      if (marker.kind() == kind) {
        return Optional.of(marker);
      }
    }
    return Optional.empty();
  }

  /** Whether the component carries the lifecycle annotation of that kind. */
  public boolean is(Lifecycle kind) {
    return marker(kind).isPresent();
  }
}
