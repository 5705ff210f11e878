package dev.singletable.processor.writer;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * The {@code equals}, {@code hashCode} and {@code toString} of a generated value class (the service's
 * item and collection classes, an index's projection records): the writer says how its components
 * compare and read, this class declares the methods and hashes the components in order.
 */
public final class ValueMethods {
  /** The name of {@code equals}'s parameter, for the body the writer builds. */
  public static final String OTHER = "other";

  private ValueMethods() {}

  /**
   * Adds the three methods to {@code type}.
   *
   * @param equalsBody the body of {@code equals(Object other)}
   * @param components the fields {@code hashCode} hashes, in order
   * @param shown the expression {@code toString} returns
   */
  public static void add(TypeSpec.Builder type, CodeBlock equalsBody, List<String> components, CodeBlock shown) {
    List<CodeBlock> hashed = new ArrayList<>();
    for (String component : components) {
      hashed.add(CodeBlock.of("$N", component));
    }
    type.addMethod(overriding("equals", TypeName.BOOLEAN)
        .addParameter(Object.class, OTHER)
        .addCode(equalsBody)
        .build());
    type.addMethod(overriding("hashCode", TypeName.INT)
        .addStatement("return $T.hash($L)", Objects.class, CodeBlock.join(hashed, ", "))
        .build());
    type.addMethod(overriding("toString", TypeName.get(String.class))
        .addStatement("return $L", shown)
        .build());
  }

  private static MethodSpec.Builder overriding(String name, TypeName returns) {
    return MethodSpec.methodBuilder(name)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns);
  }
}
