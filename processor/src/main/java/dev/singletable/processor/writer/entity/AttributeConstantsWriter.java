package dev.singletable.processor.writer.entity;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.writer.GeneratedClass;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Places the typed attribute constants ({@code EventEntity.EVENT_TYPE}) and the schema ({@code
 * EventEntity.SCHEMA}) where they are built when first used rather than with the entity class, which
 * the first {@code toItem} initialises: writing or reading an item needs none of them, and building
 * them loads the condition and update DSL's classes and the schema's interfaces.
 *
 * <p>A constant keeps its name and type because the entity implements an interface, {@code
 * <Record>EntityAttributes}, that declares it: {@code EventEntity.EVENT_TYPE} resolves to the
 * interface's field, and an interface without default methods is initialised when one of its fields
 * is first read, not with a class that implements it. The interface is public, so that reflection on
 * {@code EventEntity.class.getField("SCHEMA")} reads it as before. Its fields read those of a
 * package-private holder nested in the entity, which builds the constants with the entity's private
 * codecs and its path classes' private constructors.
 */
final class AttributeConstantsWriter {
  private static final String HOLDER_CLASS = "AttributeConstants";

  private final EntityModel entity;
  private final boolean markGenerated;
  private final ClassName attributes;
  private final ClassName holder;
  private List<FieldSpec> constants = List.of();

  /**
   * @param nestedTypes allocates the holder's name among the entity's nested types
   * @param markGenerated whether to annotate the interface {@code @javax.annotation.processing.Generated}
   */
  AttributeConstantsWriter(EntityModel entity, NameAllocator nestedTypes, boolean markGenerated) {
    this.entity = entity;
    this.markGenerated = markGenerated;
    ClassName type = entity.entityType();
    this.attributes = ClassName.get(type.packageName(), type.simpleName() + "Attributes");
    this.holder = type.nestedClass(nestedTypes.newName(HOLDER_CLASS));
  }

  /**
   * Takes the constants off the entity: adds the interface that declares them to its supertypes and
   * returns the holder that builds them, to be nested in it; none when the entity has no constants.
   *
   * @param fields the constants and the schema as the entity would declare them, initialisers included
   * @param holderOnly constants the holder builds after them and the interface does not declare (the
   *     projection schemas, which read the holder's {@code SCHEMA})
   */
  Optional<TypeSpec> addTo(TypeSpec.Builder entityType, List<FieldSpec> fields, List<FieldSpec> holderOnly) {
    constants = List.copyOf(fields);
    if (constants.isEmpty()) {
      return Optional.empty();
    }
    entityType.addSuperinterface(attributes);
    TypeSpec.Builder type = TypeSpec.classBuilder(holder)
        .addModifiers(Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Builds the attribute constants and the schema of {@link $T}\n"
            + "when the first of them is read: writing or reading an item needs none.\n", attributes);
    for (FieldSpec constant : constants) {
      type.addField(FieldSpec.builder(constant.type, constant.name, Modifier.STATIC, Modifier.FINAL)
          .initializer(constant.initializer)
          .build());
    }
    type.addFields(holderOnly);
    return Optional.of(type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).build());
  }

  /** The nested class that builds the constants: {@code SCHEMA} is read as {@code Holder.SCHEMA} while the interface is initialised. */
  ClassName holder() {
    return holder;
  }

  /** The interface declaring the constants, once {@link #addTo} has taken them; none when there are none. */
  Optional<JavaFile> file() {
    if (constants.isEmpty()) {
      return Optional.empty();
    }
    TypeSpec.Builder type = GeneratedClass.interfaceBuilder(attributes, CodeBlock.of(
        "The typed attribute constants of {@link $T}, read through it ({@code $T.$N}),\n"
            + "for conditions, filters, updates and queries, and its {@code SCHEMA}. Declared here, not in the\n"
            + "entity class, so that they are built when one is first read rather than when the entity class is\n"
            + "initialised by its first item.\n",
        entity.entityType(), entity.entityType(), constants.get(0).name), markGenerated);
    for (FieldSpec constant : constants) {
      type.addField(FieldSpec.builder(constant.type, constant.name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc(constant.javadoc)
          .initializer("$T.$N", holder, constant.name)
          .build());
    }
    return Optional.of(JavaFile.builder(attributes.packageName(), type.build())
        .skipJavaLangImports(true)
        .build());
  }
}
