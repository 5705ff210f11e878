/**
 * Turns a checked {@link dev.singletable.processor.model.EntityModel} into JavaPoet source:
 * {@link dev.singletable.processor.writer.EntityWriter} writes {@code <Record>Entity} with the help
 * of one writer per part (keys, items, codecs, schema, attribute constants, updates, queries);
 * {@link dev.singletable.processor.writer.ServiceWriter} writes {@code <Service>Service} from a
 * {@link dev.singletable.processor.model.ServiceModel}, and {@link
 * dev.singletable.processor.writer.DescriptionWriter} its Markdown description. Writers read the
 * model only, never {@code Element}s, and trust it: the checks have refused
 * everything they could not write.
 */
package dev.singletable.processor.writer;
