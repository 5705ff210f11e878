package dev.singletable.processor.model.entity;

import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.Position;
import java.util.List;

/**
 * One {@code @Upcast} method of a record, as declared: the checks hold it to the shape {@code static
 * Newer name(Previous previous)}.
 *
 * @param name the method name
 * @param callable whether it is static and not private, so generated code can call it
 * @param parameters the parameter types, erased to how the source names them
 * @param returnType the return type
 * @param position the {@code @Upcast} annotation on the method
 */
public record UpcastMethod(String name, boolean callable, List<TypeName> parameters, TypeName returnType,
    Position position) {

  /** Copies the list: the model is immutable. */
  public UpcastMethod {
    parameters = List.copyOf(parameters);
  }

  /** Whether it turns a {@code from} into a {@code to} and generated code can call it. */
  public boolean upcasts(TypeName from, TypeName to) {
    return callable && parameters.equals(List.of(from)) && returnType.equals(to);
  }
}
