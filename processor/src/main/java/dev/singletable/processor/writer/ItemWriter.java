package dev.singletable.processor.writer;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code toItem} and {@code fromItem}: the whole item of a record (keys, sparse index keys,
 * attributes, identity) and the record back from an item this entity owns.
 */
final class ItemWriter {
  private static final String VALUE = "value";
  private static final String ITEM = "item";
  /** The identity attributes {@code Identity#stamp} adds. */
  private static final int IDENTITY_ATTRIBUTES = 2;

  private final EntityModel entity;
  private final KeyWriter keys;
  private final AttributeCode attributes;
  private final String identity;

  /** @param identity the name of the entity's {@code Identity} field */
  ItemWriter(EntityModel entity, KeyWriter keys, AttributeCode attributes, String identity) {
    this.entity = entity;
    this.keys = keys;
    this.attributes = attributes;
    this.identity = identity;
  }

  MethodSpec toItem() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("toItem")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(entity.recordType(), VALUE)
        .addJavadoc("Converts $L into the item stored for it: the primary key, the keys of every index\n"
            + "whose components are all present (indexes are sparse), one attribute per non-null component\n"
            + "and the identity attributes {@code __entity} and {@code __version}.\n\n", Names.withArticle(entity.name()))
        .addJavadoc("@param value the record to store\n")
        .addJavadoc("@return a new mutable item\n")
        .addJavadoc("@throws $T when a primary key component is null or a value cannot be stored\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION);
    method.addStatement("$T $N = new $T<>($L)", RuntimeTypes.ITEM, ITEM, HashMap.class, capacity());
    for (IndexModel index : entity.allIndexes()) {
      List<CodeBlock> present = new ArrayList<>();
      if (!index.isPrimary()) {
        for (String component : index.componentNames()) {
          if (!entity.attribute(component).orElseThrow().isPrimitive()) {
            present.add(CodeBlock.of("$N.$N() != null", VALUE, component));
          }
        }
      }
      if (!present.isEmpty()) {
        method.beginControlFlow("if ($L)", CodeBlock.join(present, "$W&& "));
      }
      for (KeyModel key : index.keys()) {
        method.addStatement("$N.put($S, $T.createS($L))", ITEM, key.field(), RuntimeTypes.ATTRIBUTE_VALUE,
            keys.call(index, key, component -> CodeBlock.of("$N.$N()", VALUE, component)));
      }
      if (!present.isEmpty()) {
        method.endControlFlow();
      }
    }
    for (AttributeModel attribute : entity.attributes()) {
      method.addStatement(attributes.put(attribute, ITEM, CodeBlock.of("$N.$N()", VALUE, attribute.name())));
    }
    method.addStatement("$N.stamp($N)", identity, ITEM);
    return method.addStatement("return $N", ITEM).build();
  }

  MethodSpec fromItem() {
    List<CodeBlock> arguments = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      arguments.add(attributes.get(attribute, ITEM));
    }
    return MethodSpec.methodBuilder("fromItem")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(entity.recordType())
        .addParameter(RuntimeTypes.ITEM, ITEM)
        .addJavadoc("Reads $L back from an item written by {@link #toItem}.\n\n", Names.withArticle(entity.name()))
        .addJavadoc("@param item the stored item\n")
        .addJavadoc("@return the record\n")
        .addJavadoc("@throws $T when the item belongs to another entity or version\n",
            RuntimeTypes.WRONG_ENTITY_EXCEPTION)
        .addJavadoc("@throws $T when an attribute has the wrong type or a primitive component is missing\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION)
        .addStatement("$N.require($N)", identity, ITEM)
        .addStatement("return new $T($L)", entity.recordType(), Names.arguments(arguments, 1))
        .build();
  }

  /** The size a HashMap needs to hold the largest item without rehashing. */
  private int capacity() {
    int keyAttributes = 0;
    for (IndexModel index : entity.allIndexes()) {
      keyAttributes += index.keys().size();
    }
    int entries = keyAttributes + entity.attributes().size() + IDENTITY_ATTRIBUTES;
    return (int) Math.ceil(entries / 0.75);
  }
}
