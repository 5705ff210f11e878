package dev.singletable.processor.writer;

import com.squareup.javapoet.MethodSpec;
import java.util.List;

/** Javadoc pieces that several generated methods share. */
public final class Javadoc {
  private Javadoc() {}

  /** One {@code @param} line per record component parameter. */
  public static void components(MethodSpec.Builder method, List<String> components) {
    for (String component : components) {
      method.addJavadoc("@param $L the {@code $L} component\n", component, component);
    }
  }
}
