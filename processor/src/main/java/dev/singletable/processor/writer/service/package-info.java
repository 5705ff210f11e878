/**
 * {@link dev.singletable.processor.writer.service.ServiceWriter} writes {@code <Service>Service} from
 * a service model, with {@link dev.singletable.processor.writer.service.ChangeWriter} for its stream
 * changes, and {@link dev.singletable.processor.writer.service.DescriptionWriter} its Markdown
 * description. Reads the other writer packages and the model.
 */
package dev.singletable.processor.writer.service;
