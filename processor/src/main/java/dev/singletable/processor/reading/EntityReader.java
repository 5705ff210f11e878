package dev.singletable.processor.reading;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyLayout;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Upcast;
import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.CapacityModel;
import dev.singletable.processor.model.entity.EarlierShape;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.Evolution;
import dev.singletable.processor.model.entity.IdentityModel;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.model.entity.SealedParent;
import dev.singletable.processor.model.entity.ShardModel;
import dev.singletable.processor.model.entity.UpcastMethod;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads an {@code @Entity} element into an {@link EntityModel}. It reports only what leaves nothing
 * to model (an entity that is not a usable record); everything else, however wrong, goes into the
 * model for the checks to report.
 */
public final class EntityReader {
  private final Elements elements;
  private final Types types;
  private final Mirrors mirrors;
  private final IndexReader indexes;

  public EntityReader(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
    this.mirrors = new Mirrors(elements);
    this.indexes = new IndexReader(mirrors);
  }

  /** The model of an entity, or empty (with the reason in {@code problems}) when it is no usable record. */
  public Optional<EntityModel> read(TypeElement element, Problems problems) {
    AnnotationMirror entity = Mirrors.find(element, Entity.class)
        .orElseThrow(() -> new IllegalArgumentException(element + " is not annotated @Entity"));
    Position position = Position.of(element, entity);
    if (element.getKind() != ElementKind.RECORD) {
      problems.report(Message.NOT_A_RECORD, position, element.getSimpleName(), describe(element.getKind()));
      return Optional.empty();
    }
    ClassName recordType = ClassName.get(element);
    ClassName entityType =
        ClassName.get(recordType.packageName(), String.join("_", recordType.simpleNames()) + "Entity");
    if (!element.getTypeParameters().isEmpty() || !Access.isAccessible(element, recordType.packageName(), elements)) {
      String reason = element.getTypeParameters().isEmpty() ? "private or inside a private class" : "generic";
      problems.report(Message.UNSUPPORTED_RECORD, position, recordType.simpleName(), reason, entityType.simpleName());
      return Optional.empty();
    }
    String name = mirrors.string(entity, "name");
    if (name.isEmpty()) {
      String simpleName = recordType.simpleName();
      name = simpleName.substring(0, 1).toLowerCase(Locale.ROOT) + simpleName.substring(1);
    }
    String service = mirrors.string(entity, "service");
    IdentityModel identity = identity(element, entity, name);
    CapacityModel capacity = CapacityReader.read(element, mirrors);
    Set<String> chain = new LinkedHashSet<>();
    chain.add(element.getQualifiedName().toString());
    Evolution evolution = new Evolution(upcasts(element),
        earlier(element, entity, entityType, service, name, identity, capacity, chain));
    return Optional.of(shape(element, entityType, service, name, mirrors.integer(entity, "version"), position,
        Mirrors.position(element, entity, "name"), identity, capacity, evolution));
  }

  /** A record read as one version of an entity: its keys, indexes and components. */
  private EntityModel shape(TypeElement element, ClassName entityType, String service, String name, int version,
      Position position, Position namePosition, IdentityModel identity, CapacityModel capacity, Evolution evolution) {
    ClassName recordType = ClassName.get(element);
    IndexReader.Leads leads = identity.electroDbLayout() ? new IndexReader.Leads(service, name, version) : null;
    Deque<TypeElement> pending = new ArrayDeque<>();
    Set<String> seen = new LinkedHashSet<>();
    TypeReader typeReader = new TypeReader(elements, entityType.packageName(), record -> {
      if (seen.add(record.getQualifiedName().toString())) {
        pending.add(record);
      }
    });
    ComponentReader components = new ComponentReader(elements, types, mirrors, typeReader, entityType.packageName());
    List<AttributeModel> attributes = readComponents(element, components);
    List<RecordModel> records = new ArrayList<>();
    while (!pending.isEmpty()) {
      TypeElement record = pending.remove();
      records.add(new RecordModel(ClassName.get(record), readComponents(record, components)));
    }

    return new EntityModel(
        recordType,
        entityType,
        service,
        name,
        version,
        indexes.primary(element, leads),
        indexes.indexes(element, leads),
        attributes,
        records,
        position,
        namePosition,
        indexes.attributeIndexes(element),
        shard(element),
        identity,
        capacity,
        evolution,
        suppressedWarnings(element),
        sealedParents(element),
        indexes.vectorIndexes(element));
  }

  /** The sealed interfaces the record implements directly, each with the classes it permits. */
  private static List<SealedParent> sealedParents(TypeElement element) {
    List<SealedParent> parents = new ArrayList<>();
    for (TypeMirror implemented : element.getInterfaces()) {
      if (implemented instanceof DeclaredType declared
          && declared.asElement() instanceof TypeElement parent
          && parent.getModifiers().contains(Modifier.SEALED)
          && parent.getTypeParameters().isEmpty()) {
        List<ClassName> permitted = new ArrayList<>();
        for (TypeMirror subclass : parent.getPermittedSubclasses()) {
          if (subclass instanceof DeclaredType permittedType
              && permittedType.asElement() instanceof TypeElement permittedElement) {
            permitted.add(ClassName.get(permittedElement));
          }
        }
        parents.add(new SealedParent(ClassName.get(parent), permitted));
      }
    }
    return parents;
  }

  /** The ids that {@code @SuppressWarnings} on the record, or on a type enclosing it, names. */
  private static Set<String> suppressedWarnings(Element element) {
    Set<String> ids = new HashSet<>();
    for (Element at = element; at != null; at = at.getEnclosingElement()) {
      SuppressWarnings suppress = at.getAnnotation(SuppressWarnings.class);
      if (suppress != null) {
        ids.addAll(List.of(suppress.value()));
      }
    }
    return ids;
  }

  /**
   * The earlier shapes a newer version names in its {@code previous} value, newest first: each an
   * {@code @EarlierVersion} record read as the entity at its version. The chain stops at a record
   * named twice (the checks report the gap) or at one that is no such record.
   */
  private List<EarlierShape> earlier(TypeElement newer, AnnotationMirror annotation, ClassName entityType,
      String service, String name, IdentityModel identity, CapacityModel capacity, Set<String> chain) {
    List<EarlierShape> shapes = new ArrayList<>();
    TypeElement current = newer;
    AnnotationMirror currentAnnotation = annotation;
    while (true) {
      AnnotationValue previous = Mirrors.explicit(currentAnnotation, "previous");
      if (previous == null || !(previous.getValue() instanceof DeclaredType type)) {
        return shapes;
      }
      TypeElement element = (TypeElement) type.asElement();
      Position namedAt = Position.of(current, currentAnnotation, previous);
      Optional<AnnotationMirror> earlier = Mirrors.find(element, EarlierVersion.class);
      if (earlier.isEmpty() || element.getKind() != ElementKind.RECORD
          || !element.getTypeParameters().isEmpty()
          || !Access.isAccessible(element, entityType.packageName(), elements)) {
        EntityModel none = new EntityModel(ClassName.get(element), entityType, service, name, 0, Optional.empty(),
            List.of(), List.of(), List.of(), namedAt, namedAt, List.of(), Optional.empty(), identity, capacity,
            Evolution.NONE, Set.of(), List.of(), List.of());
        shapes.add(new EarlierShape(none, false, namedAt, namedAt, List.of()));
        return shapes;
      }
      Position position = Position.of(element, earlier.get());
      EntityModel layout = shape(element, entityType, service, name, mirrors.integer(earlier.get(), "version"),
          position, position, identity, capacity, Evolution.NONE);
      shapes.add(new EarlierShape(layout, true, namedAt, Mirrors.position(element, earlier.get(), "version"),
          upcasts(element)));
      if (!chain.add(element.getQualifiedName().toString())) {
        return shapes;
      }
      current = element;
      currentAnnotation = earlier.get();
    }
  }

  /** The {@code @Upcast} methods a record declares. */
  private List<UpcastMethod> upcasts(TypeElement record) {
    List<UpcastMethod> upcasts = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(record.getEnclosedElements())) {
      Optional<AnnotationMirror> upcast = Mirrors.find(method, Upcast.class);
      if (upcast.isEmpty()) {
        continue;
      }
      List<TypeName> parameters = new ArrayList<>();
      for (VariableElement parameter : method.getParameters()) {
        parameters.add(TypeName.get(types.erasure(parameter.asType())));
      }
      boolean callable = method.getModifiers().contains(Modifier.STATIC)
          && !method.getModifiers().contains(Modifier.PRIVATE);
      upcasts.add(new UpcastMethod(method.getSimpleName().toString(), callable, parameters,
          TypeName.get(method.getReturnType()), Position.of(method, upcast.get())));
    }
    return upcasts;
  }

  /**
   * The {@code typeAttribute}, {@code typeValue}, {@code versionAttribute}, {@code versionAsString},
   * {@code unescapedKeys} and {@code layout} of {@code @Entity}.
   */
  private IdentityModel identity(TypeElement element, AnnotationMirror entity, String name) {
    Object layout = mirrors.value(entity, "layout").getValue();
    boolean electroDb = layout instanceof VariableElement constant
        && constant.getSimpleName().contentEquals(KeyLayout.ELECTRODB.name());
    // ElectroDB's layout stores its identity; a value written anyway is checked against it.
    String typeAttribute = electroDb && Mirrors.explicit(entity, "typeAttribute") == null
        ? IdentityModel.ELECTRODB_TYPE_ATTRIBUTE : mirrors.string(entity, "typeAttribute");
    String typeValue = mirrors.string(entity, "typeValue");
    String versionAttribute = electroDb && Mirrors.explicit(entity, "versionAttribute") == null
        ? IdentityModel.ELECTRODB_VERSION_ATTRIBUTE : mirrors.string(entity, "versionAttribute");
    boolean versionAsString = electroDb && Mirrors.explicit(entity, "versionAsString") == null
        || (Boolean) mirrors.value(entity, "versionAsString").getValue();
    boolean unescapedKeys = electroDb && Mirrors.explicit(entity, "unescapedKeys") == null
        || (Boolean) mirrors.value(entity, "unescapedKeys").getValue();
    boolean typeValueGiven = !typeValue.isEmpty();
    return new IdentityModel(
        typeAttribute.isEmpty() ? Optional.empty() : Optional.of(typeAttribute),
        typeValueGiven || typeAttribute.isEmpty() ? typeValue : name,
        typeValueGiven,
        versionAttribute.isEmpty() ? Optional.empty() : Optional.of(versionAttribute),
        versionAsString,
        Mirrors.position(element, entity, "typeAttribute"),
        Mirrors.position(element, entity, "typeValue"),
        Mirrors.position(element, entity, "versionAttribute"),
        Mirrors.position(element, entity, "versionAsString"),
        mirrors.strings(entity, "sharesKeysWith").stream().map(value -> (String) value.getValue()).toList(),
        Mirrors.position(element, entity, "sharesKeysWith"),
        unescapedKeys,
        Mirrors.position(element, entity, "unescapedKeys"),
        electroDb,
        Mirrors.position(element, entity, "layout"));
  }

  private static List<AttributeModel> readComponents(TypeElement record, ComponentReader reader) {
    List<AttributeModel> attributes = new ArrayList<>();
    for (RecordComponentElement component : record.getRecordComponents()) {
      attributes.add(reader.read(component));
    }
    return attributes;
  }

  /** The first {@code @Shard} component, with the names of any further ones, which the checks report. */
  private Optional<ShardModel> shard(TypeElement element) {
    RecordComponentElement first = null;
    AnnotationMirror annotation = null;
    List<String> others = new ArrayList<>();
    for (RecordComponentElement component : element.getRecordComponents()) {
      Optional<AnnotationMirror> shard = Mirrors.find(component, Shard.class);
      if (shard.isPresent() && first == null) {
        first = component;
        annotation = shard.get();
      } else if (shard.isPresent()) {
        others.add(component.getSimpleName().toString());
      }
    }
    if (first == null) {
      return Optional.empty();
    }
    String by = mirrors.string(annotation, "by");
    return Optional.of(new ShardModel(first.getSimpleName().toString(), mirrors.integer(annotation, "value"),
        mirrors.integer(annotation, "first"), by.isEmpty() ? Optional.empty() : Optional.of(by),
        Position.of(first, annotation), Mirrors.position(first, annotation, "value"),
        Mirrors.position(first, annotation, "by"), others));
  }

  private static String describe(ElementKind kind) {
    return switch (kind) {
      case INTERFACE -> "an interface";
      case ENUM -> "an enum";
      case ANNOTATION_TYPE -> "an annotation type";
      default -> "a class";
    };
  }
}
