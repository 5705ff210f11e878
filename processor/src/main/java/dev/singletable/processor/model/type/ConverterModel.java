package dev.singletable.processor.model.type;

import com.squareup.javapoet.ClassName;
import dev.singletable.processor.model.Position;

/**
 * A {@code @Converter}: a user codec the generated code instantiates once with {@code new}.
 *
 * @param type the converter class
 * @param instantiable whether the generated code can call its no-argument constructor
 * @param codecOfComponent whether it is an {@code AttributeCodec} of the component's type (true when
 *     the runtime is not on the class path to tell)
 * @param position the {@code @Converter} value
 */
public record ConverterModel(ClassName type, boolean instantiable, boolean codecOfComponent, Position position) {}
