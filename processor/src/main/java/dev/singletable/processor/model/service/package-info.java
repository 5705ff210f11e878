/**
 * One service: {@link dev.singletable.processor.model.service.ServiceModel} holds the entities of a
 * service, the collections they share and the sub-collections within them, and {@link
 * dev.singletable.processor.model.service.ServiceNames} the names its generated members take. Reads
 * the rest of the model; the top of it.
 */
package dev.singletable.processor.model.service;
