package dev.singletable.processor.reading;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Converter;
import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Default;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.KeyOnly;
import dev.singletable.annotation.Ordered;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.ReadOnly;
import dev.singletable.annotation.Required;
import dev.singletable.annotation.Tenant;
import dev.singletable.annotation.Ttl;
import dev.singletable.annotation.Unique;
import dev.singletable.annotation.UpdatedAt;
import dev.singletable.annotation.Version;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.key.KeyTemplateParser;
import dev.singletable.processor.model.type.ConverterModel;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads a record component, with its {@code @Attribute}, {@code @Padded}, {@code @Converter},
 * {@code @Required}, {@code @ReadOnly}, {@code @InstantFormat}, {@code @AbsentAs}, {@code @Tenant} and lifecycle
 * annotations.
 */
final class ComponentReader {
  private static final Map<Lifecycle, Class<? extends Annotation>> LIFECYCLE = Map.of(
      Lifecycle.VERSION, Version.class,
      Lifecycle.CREATED_AT, CreatedAt.class,
      Lifecycle.UPDATED_AT, UpdatedAt.class,
      Lifecycle.TTL, Ttl.class,
      Lifecycle.UNIQUE, Unique.class,
      Lifecycle.KEY_ONLY, KeyOnly.class);

  /** The runtime interface a converter implements; read by name, the processor does not link it. */
  static final String ATTRIBUTE_CODEC = "dev.singletable.runtime.AttributeCodec";

  private final Elements elements;
  private final Types types;
  private final Mirrors mirrors;
  private final TypeReader typeReader;
  private final String fromPackage;

  ComponentReader(Elements elements, Types types, Mirrors mirrors, TypeReader typeReader, String fromPackage) {
    this.elements = elements;
    this.types = types;
    this.mirrors = mirrors;
    this.typeReader = typeReader;
    this.fromPackage = fromPackage;
  }

  AttributeModel read(RecordComponentElement component) {
    String name = component.getSimpleName().toString();
    Position position = Position.of(component);
    String storedName = name;
    Position storedNamePosition = position;
    Optional<AnnotationMirror> attribute = Mirrors.find(component, Attribute.class);
    if (attribute.isPresent()) {
      storedName = mirrors.string(attribute.get(), "name");
      storedNamePosition = Mirrors.position(component, attribute.get(), "name");
    }
    Optional<AttributeModel.Padding> padding = Mirrors.find(component, Padded.class)
        .map(padded -> new AttributeModel.Padding(mirrors.integer(padded, "value"),
            (Boolean) mirrors.value(padded, "descending").getValue(), Mirrors.position(component, padded, "value")));
    Optional<Position> ordered = Mirrors.find(component, Ordered.class).map(mirror -> Position.of(component, mirror));
    Optional<ConverterModel> converter =
        Mirrors.find(component, Converter.class).map(mirror -> converter(component, mirror));
    return new AttributeModel(
        name,
        storedName,
        TypeName.get(component.asType()),
        typeReader.read(component.asType()),
        padding,
        ordered,
        converter,
        position,
        storedNamePosition,
        markers(component),
        Mirrors.find(component, GeneratedId.class).map(mirror -> new AttributeModel.GeneratedId(
            mirrors.value(mirror, "value").getValue().toString(), Position.of(component, mirror))),
        Mirrors.find(component, Default.class).map(mirror -> new AttributeModel.DefaultValue(
            mirrors.string(mirror, "value"), Mirrors.position(component, mirror, "value"))),
        Mirrors.find(component, Required.class).map(mirror -> Position.of(component, mirror)),
        Mirrors.find(component, InstantFormat.class).map(mirror -> new AttributeModel.InstantFormat(
            mirrors.value(mirror, "value").getValue().toString(), Position.of(component, mirror))),
        Mirrors.find(component, ReadOnly.class).map(mirror -> Position.of(component, mirror)),
        Mirrors.find(component, AbsentAs.class).map(mirror -> new AttributeModel.AbsentAs(
            mirrors.string(mirror, "value"), Mirrors.position(component, mirror, "value"))),
        Mirrors.find(component, Tenant.class).map(mirror -> Position.of(component, mirror)));
  }

  /** The lifecycle annotations of a component, in the order of {@link Lifecycle}. */
  private static List<Lifecycle.Marker> markers(RecordComponentElement component) {
    List<Lifecycle.Marker> markers = new ArrayList<>();
    for (Lifecycle kind : Lifecycle.values()) {
      Mirrors.find(component, LIFECYCLE.get(kind)).ifPresent(mirror -> {
        AnnotationValue template = kind == Lifecycle.UNIQUE ? Mirrors.explicit(mirror, "template") : null;
        markers.add(template == null
            ? new Lifecycle.Marker(kind, Position.of(component, mirror))
            : new Lifecycle.Marker(kind, Position.of(component, mirror),
                Optional.of(KeyTemplateParser.parse((String) template.getValue())),
                Position.of(component, mirror, template)));
      });
    }
    return markers;
  }

  private ConverterModel converter(RecordComponentElement component, AnnotationMirror mirror) {
    TypeMirror converterType = (TypeMirror) mirrors.value(mirror, "value").getValue();
    TypeElement converter = (TypeElement) types.asElement(converterType);
    return new ConverterModel(
        ClassName.get(converter),
        isInstantiable(converter),
        isCodecOf(converterType, component.asType()),
        Mirrors.position(component, mirror, "value"));
  }

  private boolean isInstantiable(TypeElement converter) {
    if (converter.getKind() != ElementKind.CLASS
        || converter.getModifiers().contains(Modifier.ABSTRACT)
        || (converter.getNestingKind() == NestingKind.MEMBER && !converter.getModifiers().contains(Modifier.STATIC))
        || !Access.isAccessible(converter, fromPackage, elements)) {
      return false;
    }
    boolean samePackage = elements.getPackageOf(converter).getQualifiedName().contentEquals(fromPackage);
    for (ExecutableElement constructor : ElementFilter.constructorsIn(converter.getEnclosedElements())) {
      if (constructor.getParameters().isEmpty()
          && !constructor.getModifiers().contains(Modifier.PRIVATE)
          && (samePackage || constructor.getModifiers().contains(Modifier.PUBLIC))) {
        return true;
      }
    }
    return false;
  }

  private boolean isCodecOf(TypeMirror converterType, TypeMirror componentType) {
    TypeElement codec = elements.getTypeElement(ATTRIBUTE_CODEC);
    if (codec == null) {
      return true;
    }
    TypeMirror valueType = componentType.getKind().isPrimitive()
        ? types.boxedClass((PrimitiveType) componentType).asType()
        : componentType;
    return types.isAssignable(converterType, types.getDeclaredType(codec, valueType));
  }
}
