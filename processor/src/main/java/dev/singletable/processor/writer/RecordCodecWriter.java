package dev.singletable.processor.writer;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the codecs of nested records: a private static class per record that stores it as a map
 * (M) of its components, with the same per-component code as the entity's own item.
 *
 * <p>The work is done by static methods, so that every call from {@code toItem} and {@code
 * fromItem} down to {@code Items} is static and can be inlined: {@code Items.get}'s {@code
 * codec.decode} is one call site for every codec of an application, megamorphic once it has a few
 * entities, and so is a list codec's call per element. {@code write} and {@code
 * read} store one record; {@code put} and {@code get} store a component of the record's type, and
 * {@code putList} and {@code getList} (with the loops {@code writeList} and {@code readList}) a
 * {@code List} of them, each only when some component needs it. They handle null and report
 * failures as {@code Items.put}, {@code Items.get} and the runtime's list codec do. When an
 * attribute constant or a map's codec needs an instance, the class implements {@code
 * AttributeCodec} with {@code encode} and {@code decode} delegating to them.
 */
final class RecordCodecWriter {
  static final String PUT = "put";
  static final String GET = "get";
  static final String PUT_LIST = "putList";
  static final String GET_LIST = "getList";

  private static final String WRITE = "write";
  private static final String READ = "read";
  private static final String WRITE_LIST = "writeList";
  private static final String READ_LIST = "readList";
  private static final String VALUE = "value";
  private static final String VALUES = "values";
  private static final String MAP = "map";
  private static final String ITEM = "item";
  private static final String ATTRIBUTE = "attribute";
  private static final String STORED = "stored";
  private static final String ELEMENT = "element";

  private final CodecRegistry codecs;
  private final AttributeCode attributes;

  /** The static methods that store one record, written before its class. */
  private record Written(CodecRegistry.RecordCodec codec, MethodSpec write, MethodSpec read) {}

  RecordCodecWriter(CodecRegistry codecs, AttributeCode attributes) {
    this.codecs = codecs;
    this.attributes = attributes;
  }

  /** The codec classes of every nested record the entity's code has asked for, and those they ask for. */
  List<TypeSpec> write() {
    // Writing one record's methods can ask for another record's class, or for the list methods of
    // a record written before; so every record's methods are written first, then the classes.
    List<Written> written = new ArrayList<>();
    for (CodecRegistry.RecordCodec next = codecs.nextRecord(); next != null; next = codecs.nextRecord()) {
      written.add(new Written(next, write(next.record()), read(next.record())));
    }
    List<TypeSpec> types = new ArrayList<>();
    for (Written record : written) {
      types.add(type(record));
    }
    return types;
  }

  private TypeSpec type(Written written) {
    CodecRegistry.RecordCodec codec = written.codec();
    ClassName record = codec.record().type();
    TypeSpec.Builder type = TypeSpec.classBuilder(codec.className())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
    if (codec.instantiated()) {
      type.addSuperinterface(RuntimeTypes.codecOf(record))
          .addJavadoc("Stores {@link $T} as a map (M) of its components. {@code toItem} and {@code fromItem}\n"
              + "call its static methods; an instance serves the attribute constants.\n", record)
          .addMethod(delegate("encode", RuntimeTypes.ATTRIBUTE_VALUE, record, WRITE))
          .addMethod(delegate("decode", record, RuntimeTypes.ATTRIBUTE_VALUE, READ));
    } else {
      type.addJavadoc("Stores {@link $T} as a map (M) of its components, by static methods.\n", record);
    }
    type.addMethod(written.write()).addMethod(written.read());
    if (codec.storedAlone()) {
      type.addMethod(put(PUT, record, VALUE, WRITE)).addMethod(get(GET, record, READ));
    }
    if (codec.storedInLists()) {
      TypeName list = ParameterizedTypeName.get(ClassName.get(List.class), record);
      type.addMethod(writeList(record, list))
          .addMethod(readList(record, list))
          .addMethod(put(PUT_LIST, list, VALUES, WRITE_LIST))
          .addMethod(get(GET_LIST, list, READ_LIST));
    }
    return type.build();
  }

  private static MethodSpec delegate(String name, TypeName returns, TypeName parameter, String to) {
    return MethodSpec.methodBuilder(name)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(parameter, VALUE)
        .addStatement("return $N($N)", to, VALUE)
        .build();
  }

  private MethodSpec write(RecordModel record) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(WRITE)
        .addModifiers(Modifier.STATIC)
        .returns(RuntimeTypes.ATTRIBUTE_VALUE)
        .addParameter(record.type(), VALUE)
        .addStatement("$T $N = new $T<>($L)", RuntimeTypes.ITEM, MAP, HashMap.class,
            (int) Math.ceil(record.components().size() / 0.75));
    for (AttributeModel component : record.components()) {
      method.addStatement(attributes.put(component, MAP, CodeBlock.of("$N.$N()", VALUE, component.name())));
    }
    return method.addStatement("return $T.createM($N)", RuntimeTypes.ATTRIBUTE_VALUE, MAP).build();
  }

  private MethodSpec read(RecordModel record) {
    List<CodeBlock> arguments = new ArrayList<>();
    for (AttributeModel component : record.components()) {
      arguments.add(attributes.get(component, MAP));
    }
    return MethodSpec.methodBuilder(READ)
        .addModifiers(Modifier.STATIC)
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

  /** Each element written in turn, null as {@code NUL}; a failure names the element's index. */
  private static MethodSpec writeList(ClassName record, TypeName list) {
    TypeName stored = ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.ATTRIBUTE_VALUE);
    return MethodSpec.methodBuilder(WRITE_LIST)
        .addModifiers(Modifier.STATIC)
        .returns(RuntimeTypes.ATTRIBUTE_VALUE)
        .addParameter(list, VALUES)
        .addStatement("$T $N = new $T<>($N.size())", stored, STORED, ArrayList.class, VALUES)
        .beginControlFlow("for ($T $N : $N)", record, VALUE, VALUES)
        .beginControlFlow("try")
        .addStatement("$N.add($N == null ? $T.NUL : $N($N))", STORED, VALUE, RuntimeTypes.ITEMS, WRITE, VALUE)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.inElement($N.size(), e)", RuntimeTypes.ITEMS, STORED)
        .endControlFlow()
        .endControlFlow()
        .addStatement("return $T.createL($N)", RuntimeTypes.ATTRIBUTE_VALUE, STORED)
        .build();
  }

  /** Each element read in turn, {@code NUL} as null; a failure names the element's index. */
  private static MethodSpec readList(ClassName record, TypeName list) {
    TypeName stored = ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.ATTRIBUTE_VALUE);
    return MethodSpec.methodBuilder(READ_LIST)
        .addModifiers(Modifier.STATIC)
        .returns(list)
        .addParameter(RuntimeTypes.ATTRIBUTE_VALUE, VALUE)
        .addStatement("$T $N = $T.elements($N)", stored, STORED, RuntimeTypes.ITEMS, VALUE)
        .addStatement("$T $N = new $T<>($N.size())", list, VALUES, ArrayList.class, STORED)
        .beginControlFlow("for ($T $N : $N)", RuntimeTypes.ATTRIBUTE_VALUE, ELEMENT, STORED)
        .beginControlFlow("try")
        .addStatement("$N.add($T.isNul($N) ? null : $N($N))", VALUES, RuntimeTypes.ITEMS, ELEMENT, READ, ELEMENT)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.inElement($N.size(), e)", RuntimeTypes.ITEMS, VALUES)
        .endControlFlow()
        .endControlFlow()
        .addStatement("return $N", VALUES)
        .build();
  }

  /** Puts a component, as {@code Items.put} does: null is left out, a failure names the attribute. */
  private static MethodSpec put(String name, TypeName type, String value, String write) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.STATIC)
        .addParameter(RuntimeTypes.ITEM, ITEM)
        .addParameter(String.class, ATTRIBUTE)
        .addParameter(type, value)
        .beginControlFlow("if ($N != null)", value)
        .beginControlFlow("try")
        .addStatement("$N.put($N, $N($N))", ITEM, ATTRIBUTE, write, value)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.invalid(NAME, $N, $N, e)", RuntimeTypes.ITEMS, ATTRIBUTE, value)
        .endControlFlow()
        .endControlFlow()
        .build();
  }

  /** Reads a component, as {@code Items.get} does: absent or {@code NUL} is null, a failure names the attribute. */
  private static MethodSpec get(String name, TypeName type, String read) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.STATIC)
        .returns(type)
        .addParameter(RuntimeTypes.ITEM, ITEM)
        .addParameter(String.class, ATTRIBUTE)
        .addStatement("$T $N = $T.stored($N, $N)", RuntimeTypes.ATTRIBUTE_VALUE, STORED, RuntimeTypes.ITEMS, ITEM,
            ATTRIBUTE)
        .beginControlFlow("try")
        .addStatement("return $N == null ? null : $N($N)", STORED, read, STORED)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.invalid(NAME, $N, $N, e)", RuntimeTypes.ITEMS, ATTRIBUTE, STORED)
        .endControlFlow()
        .build();
  }
}
