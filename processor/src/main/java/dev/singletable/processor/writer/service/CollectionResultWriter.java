package dev.singletable.processor.writer.service;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.service.ServiceCollection;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.model.service.ServiceNames;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.service.ValueClassWriter.Component;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The result classes of a service's collections, which hold the items of one partition by entity,
 * and the interfaces their accessors share: when two or more collections' results have the same
 * accessors ({@code books()} and {@code genres()}), the service declares an interface of them
 * ({@code BooksAndGenres}) that those results implement, so one method takes either.
 */
final class CollectionResultWriter {
  private static final String INVALID_ITEMS = "invalidItems";
  private static final TypeName INVALID_ITEMS_TYPE =
      ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.INVALID_ITEM);
  private static final String INVALID_ITEMS_DESCRIPTION =
      "the skipped items that could not be read, after {@code skipInvalid()}";

  private final Map<String, ClassName> resultTypes;
  /** Per collection: its members' accessors in its result class, invalid items left out. */
  private final Map<String, List<Component>> accessors = new LinkedHashMap<>();
  /** The interface of each set of accessors (in name order) that two or more collections' results share. */
  private final Map<List<Component>, ClassName> sharedTypes = new LinkedHashMap<>();

  /**
   * @param resultTypes the result class of each collection, by name
   * @param serviceType the service class the types are nested in
   * @param types the allocator of the service's nested type names
   */
  CollectionResultWriter(ServiceModel service, Map<String, ClassName> resultTypes, ClassName serviceType,
      NameAllocator types) {
    this.resultTypes = resultTypes;
    Map<List<Component>, Integer> sharing = new LinkedHashMap<>();
    for (ServiceCollection collection : service.collections().values()) {
      List<Component> collectionAccessors = accessors(collection);
      accessors.put(collection.name(), collectionAccessors);
      sharing.merge(byName(collectionAccessors), 1, Integer::sum);
    }
    sharing.forEach((shared, count) -> {
      if (count > 1) {
        List<String> names = shared.stream().map(accessor -> Names.upperCamel(accessor.name())).toList();
        sharedTypes.put(shared, serviceType.nestedClass(types.newName(String.join("And", names))));
      }
    });
  }

  /** {@code AggregateCollection}: the items of one partition of a collection, by entity. */
  TypeSpec resultClass(ServiceCollection collection) {
    List<Component> members = accessors.get(collection.name());
    List<Component> components = new ArrayList<>(members);
    components.add(new Component(INVALID_ITEMS, INVALID_ITEMS_TYPE, INVALID_ITEMS_DESCRIPTION));
    return ValueClassWriter.write(resultTypes.get(collection.name()), sharedTypes.get(byName(members)),
        CodeBlock.of("The items of one partition of collection $L, by entity.\n", Names.code(collection.name())),
        components, true);
  }

  /** Adds the interface of each set of accessors two or more collections' results share. */
  void addSharedTypes(TypeSpec.Builder service) {
    sharedTypes.forEach((members, type) -> service.addType(sharedInterface(members, type)));
  }

  /** {@code BooksAndGenres}: the accessors, then {@code invalidItems()}. */
  private TypeSpec sharedInterface(List<Component> members, ClassName name) {
    List<String> collections = new ArrayList<>();
    accessors.forEach((collection, collectionAccessors) -> {
      if (byName(collectionAccessors).equals(members)) {
        collections.add("{@link " + resultTypes.get(collection).simpleName() + "}");
      }
    });
    TypeSpec.Builder type = TypeSpec.interfaceBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("The items of one partition by entity, as every collection of these members gives them: $L.\n",
            String.join(", ", collections));
    for (Component member : members) {
      type.addMethod(MethodSpec.methodBuilder(member.name())
          .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
          .returns(member.type())
          .addJavadoc("$L$L.\n\n@return $L\n", member.description().substring(0, 1).toUpperCase(Locale.ROOT),
              member.description().substring(1), member.description())
          .build());
    }
    return type.addMethod(MethodSpec.methodBuilder(INVALID_ITEMS)
            .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
            .returns(INVALID_ITEMS_TYPE)
            .addJavadoc("The skipped items that could not be read.\n\n@return $L\n", INVALID_ITEMS_DESCRIPTION)
            .build())
        .build();
  }

  /** The accessors in the order of their names: what two collections' results must both have to share a type. */
  private static List<Component> byName(List<Component> accessors) {
    return accessors.stream().sorted(Comparator.comparing(Component::name)).toList();
  }

  /** The accessors of a collection's result class, one per member, in member order. */
  private static List<Component> accessors(ServiceCollection collection) {
    NameAllocator names = new NameAllocator();
    names.newName(INVALID_ITEMS);
    List<Component> components = new ArrayList<>();
    for (ServiceCollection.Member item : collection.members()) {
      EntityModel member = item.entity();
      if (EntityModel.isSingletonPerPartition(item.index())) {
        components.add(new Component(names.newName(Names.identifier(member.name(), "Item")),
            ParameterizedTypeName.get(ClassName.get(Optional.class), member.recordType()),
            "the " + Names.code(member.name()) + " item, empty when there is none"));
      } else {
        components.add(new Component(names.newName(Names.identifier(ServiceNames.plural(member.name()), "Items")),
            ParameterizedTypeName.get(ClassName.get(List.class), member.recordType()),
            "the " + Names.code(member.name()) + " items in query order"));
      }
    }
    return components;
  }
}
