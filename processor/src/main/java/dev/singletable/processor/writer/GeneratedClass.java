package dev.singletable.processor.writer;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;

/** The start of every generated top-level class: public, final, documented, marked generated. */
public final class GeneratedClass {
  private GeneratedClass() {}

  /**
   * @param markGenerated whether to annotate it {@code @javax.annotation.processing.Generated}, which
   *     a modular build sees only when it reads {@code java.compiler}
   */
  public static TypeSpec.Builder builder(ClassName type, CodeBlock javadoc, boolean markGenerated) {
    TypeSpec.Builder builder = TypeSpec.classBuilder(type)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(javadoc);
    if (markGenerated) {
      builder.addAnnotation(AnnotationSpec.builder(RuntimeTypes.GENERATED)
          .addMember("value", "$S", RuntimeTypes.GENERATOR)
          .build());
    }
    return builder;
  }
}
