package dev.singletable.processor.writer.service;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.ValueMethods;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * The immutable value classes nested in a service class: the items of a collection grouped by entity,
 * and the stream image of each entity.
 */
final class ValueClassWriter {
  private ValueClassWriter() {}

  /** A component of a generated value class. */
  record Component(String name, TypeName type, String description) {}

  /**
   * An immutable value class: fields, a constructor, accessors, equals, hashCode and toString.
   *
   * @param emptyLast whether the last component is a list that a second constructor leaves empty
   */
  static TypeSpec write(ClassName name, ClassName superinterface, CodeBlock javadoc,
      List<Component> components, boolean emptyLast) {
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(javadoc);
    if (superinterface != null) {
      type.addSuperinterface(superinterface);
    }
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("Creates the value.\n\n");
    List<CodeBlock> equal = new ArrayList<>();
    CodeBlock.Builder shown = CodeBlock.builder();
    String separator = name.simpleName() + "[";
    for (Component component : components) {
      type.addField(component.type(), component.name(), Modifier.PRIVATE, Modifier.FINAL);
      constructor.addParameter(component.type(), component.name())
          .addJavadoc("@param $L $L\n", component.name(), component.description())
          .addStatement("this.$N = $T.requireNonNull($N, $S)", component.name(), Objects.class, component.name(),
              component.name());
      type.addMethod(MethodSpec.methodBuilder(component.name())
          .addModifiers(Modifier.PUBLIC)
          .returns(component.type())
          .addJavadoc("The value's $L.\n\n", Names.code(component.name()))
          .addJavadoc("@return $L\n", component.description())
          .addStatement("return $N", component.name())
          .build());
      equal.add(CodeBlock.of("$N.equals(that.$N)", component.name(), component.name()));
      shown.add(separator.endsWith("[") ? "$S + $N" : " + $S + $N", separator + component.name() + "=",
          component.name());
      separator = ", ";
    }
    shown.add(" + $S", "]");
    type.addMethod(constructor.build());
    if (emptyLast) {
      MethodSpec.Builder shorter = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
          .addJavadoc("Creates the value with no $L.\n\n", Names.code(components.get(components.size() - 1).name()));
      List<CodeBlock> passed = new ArrayList<>();
      for (Component component : components.subList(0, components.size() - 1)) {
        shorter.addParameter(component.type(), component.name())
            .addJavadoc("@param $L $L\n", component.name(), component.description());
        passed.add(CodeBlock.of("$N", component.name()));
      }
      passed.add(CodeBlock.of("$T.of()", List.class));
      type.addMethod(shorter.addStatement("this($L)", CodeBlock.join(passed, ", ")).build());
    }
    ValueMethods.add(type,
        CodeBlock.builder()
            .addStatement("return $N instanceof $T that$W&& $L", ValueMethods.OTHER, name,
                CodeBlock.join(equal, "$W&& "))
            .build(),
        components.stream().map(Component::name).toList(), shown.build());
    return type.build();
  }
}
