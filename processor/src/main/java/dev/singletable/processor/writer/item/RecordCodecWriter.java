package dev.singletable.processor.writer.item;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the codec of a nested record: a private static class that stores the record as a map (M)
 * of its components, with the same per-component code as the entity's own item.
 */
public final class RecordCodecWriter {
  private static final String VALUE = "value";
  private static final String MAP = "map";
  private static final String DEPTH = "depth";
  private static final String MEASURE = "measure";
  /** The 3 bytes DynamoDB counts for a map besides its entries. */
  private static final int MAP_BYTES = 3;

  private final AttributeCode attributes;

  public RecordCodecWriter(AttributeCode attributes) {
    this.attributes = attributes;
  }

  public TypeSpec write(RecordModel record, String className) {
    return TypeSpec.classBuilder(className)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.MEASURED_CODEC, record.type()))
        .addJavadoc("Stores {@link $T} as a map (M) of its components.\n", record.type())
        .addMethod(encode(record))
        .addMethod(measuredEncode(record))
        .addMethod(decode(record))
        .build();
  }

  private MethodSpec encode(RecordModel record) {
    return MethodSpec.methodBuilder("encode")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.ATTRIBUTE_VALUE)
        .addParameter(record.type(), VALUE)
        .addStatement("return encode($N, 1, $T.none())", VALUE, RuntimeTypes.MEASURE)
        .build();
  }

  /**
   * {@code encode(value, depth, measure)}: the map of the record's components, its size summed into
   * the measure as it is built, so that {@code toItem} does not walk the record again.
   */
  private MethodSpec measuredEncode(RecordModel record) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("encode")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.ATTRIBUTE_VALUE)
        .addParameter(record.type(), VALUE)
        .addParameter(int.class, DEPTH)
        .addParameter(RuntimeTypes.MEASURE, MEASURE)
        .addStatement("$T $N = new $T<>($L)", RuntimeTypes.ITEM, MAP, HashMap.class,
            (int) Math.ceil(record.components().size() / 0.75));
    CodeBlock.Builder puts = CodeBlock.builder();
    long bound = MAP_BYTES;
    for (AttributeModel component : record.components()) {
      AttributeCode.Sized put = attributes.measuredPut(component, MAP,
          CodeBlock.of("$N.$N()", VALUE, component.name()), MEASURE, DEPTH);
      puts.addStatement(put.statement());
      bound += put.bound();
    }
    return method
        .addComment("$L bytes: the map's own, the components' names and entries, the most the values not measured add.",
            bound)
        .addStatement("$N.record($N, $L)", MEASURE, DEPTH, bound)
        .addCode(puts.build())
        .addStatement("return $T.createM($N)", RuntimeTypes.ATTRIBUTE_VALUE, MAP)
        .build();
  }

  private MethodSpec decode(RecordModel record) {
    List<CodeBlock> arguments = new ArrayList<>();
    for (AttributeModel component : record.components()) {
      arguments.add(attributes.get(component, MAP));
    }
    return MethodSpec.methodBuilder("decode")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(record.type())
        .addParameter(RuntimeTypes.ATTRIBUTE_VALUE, VALUE)
        // Not hasM(): it tests the map against an SDK marker interface, a scan of the map class's
        // interfaces on every call, which cost a third of fromItem's time for a record with a list.
        .beginControlFlow("if ($N.type() != $T.M)", VALUE, RuntimeTypes.ATTRIBUTE_VALUE_TYPE)
        .addStatement("throw new $T($S + $N.type())", IllegalArgumentException.class,
            "expected a map (M) for " + record.type().simpleName() + ", found ", VALUE)
        .endControlFlow()
        .addStatement("$T $N = $N.m()", RuntimeTypes.ITEM, MAP, VALUE)
        .addStatement("return new $T($L)", record.type(), Names.arguments(arguments, 1))
        .build();
  }
}
