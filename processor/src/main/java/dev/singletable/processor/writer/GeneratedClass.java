package dev.singletable.processor.writer;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;

/** The start of every generated top-level type: public, documented, marked generated; a class is final. */
public final class GeneratedClass {
  private GeneratedClass() {}

  /**
   * @param markGenerated whether to annotate it {@code @javax.annotation.processing.Generated}, which
   *     a modular build sees only when it reads {@code java.compiler}
   */
  public static TypeSpec.Builder builder(ClassName type, CodeBlock javadoc, boolean markGenerated) {
    return marked(TypeSpec.classBuilder(type).addModifiers(Modifier.PUBLIC, Modifier.FINAL), javadoc, markGenerated);
  }

  /**
   * A public top-level interface, documented and marked generated like a class.
   *
   * @param markGenerated as for {@link #builder}
   */
  public static TypeSpec.Builder interfaceBuilder(ClassName type, CodeBlock javadoc, boolean markGenerated) {
    return marked(TypeSpec.interfaceBuilder(type).addModifiers(Modifier.PUBLIC), javadoc, markGenerated);
  }

  private static TypeSpec.Builder marked(TypeSpec.Builder builder, CodeBlock javadoc, boolean markGenerated) {
    builder.addJavadoc(javadoc);
    if (markGenerated) {
      builder.addAnnotation(AnnotationSpec.builder(RuntimeTypes.GENERATED)
          .addMember("value", "$S", RuntimeTypes.GENERATOR)
          .build());
    }
    return builder;
  }
}
