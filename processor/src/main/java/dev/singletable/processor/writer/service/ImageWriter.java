package dev.singletable.processor.writer.service;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.service.ValueClassWriter.Component;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * The stream-image part of a service class: its sealed {@code Item} type with one class per entity
 * and {@code Unknown} for anything else, and the {@code parse(image)} that reads an image as one.
 * The service's scan returns the same items.
 */
final class ImageWriter {
  private final List<EntityModel> entities;
  private final ClassName itemType;
  private final ClassName unknownType;
  private final Map<EntityModel, ClassName> itemTypes = new LinkedHashMap<>();

  /**
   * @param serviceType the service class
   * @param types the allocator of the service's nested type names, so that no name clashes
   */
  ImageWriter(ClassName serviceType, List<EntityModel> entities, NameAllocator types) {
    this.entities = entities;
    this.itemType = serviceType.nestedClass(types.newName("Item"));
    this.unknownType = serviceType.nestedClass(types.newName("Unknown"));
    for (EntityModel entity : entities) {
      itemTypes.put(entity, serviceType.nestedClass(types.newName(entity.recordType().simpleName() + "Item")));
    }
  }

  /** The sealed type of the service's items. */
  ClassName itemType() {
    return itemType;
  }

  /** The item class of each entity. */
  Map<EntityModel, ClassName> itemTypes() {
    return itemTypes;
  }

  /** {@code parse(image)}: a stream image as the item of the entity it names. */
  MethodSpec parse() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("parse")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(itemType)
        .addParameter(RuntimeTypes.ITEM, "image")
        .addJavadoc("Reads a stream image (a DynamoDB Streams record's {@code NewImage} or {@code OldImage}) as\n"
            + "the entity named in its identity attributes.\n\n")
        .addJavadoc("@param image the item as the stream carries it\n")
        .addJavadoc("@return one {@code <Record>Item} per entity, {@link $T} for any other item\n", unknownType)
        .addJavadoc("@throws $T when an attribute of the entity's item cannot be read\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION)
        .addStatement("$T.requireNonNull(image, $S)", Objects.class, "image")
        // One identity asked, as change() asks it: the entity named by the image's type value, or each in turn.
        .beginControlFlow("switch ($N.indexOf(image))", ChangeWriter.ENTITIES);
    int index = 0;
    for (EntityModel entity : entities) {
      method.addCode("case $L:\n", index++)
          .addStatement("$>return new $T($T.readOwned($T.SCHEMA, image))$<", itemTypes.get(entity),
              RuntimeTypes.IDENTITY, entity.entityType());
    }
    return method.addCode("default:\n").addStatement("$>return new $T(image)$<", unknownType)
        .endControlFlow()
        .build();
  }

  /** Adds the sealed item type and its classes to the service class. */
  void addTypes(TypeSpec.Builder service) {
    service.addType(itemInterface());
    for (EntityModel entity : entities) {
      service.addType(ValueClassWriter.write(itemTypes.get(entity), itemType,
          CodeBlock.of("A stream image of {@link $T} ({@code $L}).\n", entity.recordType(), entity.name()),
          List.of(new Component("value", entity.recordType(), "the record the image holds")), false));
    }
    service.addType(ValueClassWriter.write(unknownType, itemType,
        CodeBlock.of("A stream image of no entity of this service (another entity or version, a guard item).\n"),
        List.of(new Component("item", RuntimeTypes.ITEM, "the image as it came")), false));
  }

  private TypeSpec itemInterface() {
    return TypeSpec.interfaceBuilder(itemType)
        .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
        .addJavadoc("An item of this service's table as {@link #parse} reads it: one class per entity, and\n"
            + "{@link $T} for anything else.\n", unknownType)
        .build();
  }
}
