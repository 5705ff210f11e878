/**
 * The Java types the model marshals: {@link dev.singletable.processor.model.type.TypeModel} for a
 * component's type (scalars, enums, collections, nested records), the {@link
 * dev.singletable.processor.model.type.ScalarKind}s stored without help, and the {@code @Converter}s
 * that store a type in the place of another. Reads only the model's root package.
 */
package dev.singletable.processor.model.type;
