/**
 * {@link dev.singletable.processor.writer.service.ServiceWriter} writes {@code <Service>Service} from
 * a service model with one writer per part (collections, stream images, stream changes, the table
 * definition, the value classes they nest), and {@link
 * dev.singletable.processor.writer.service.DescriptionWriter} its Markdown description. Reads the
 * other writer packages and the model.
 */
package dev.singletable.processor.writer.service;
