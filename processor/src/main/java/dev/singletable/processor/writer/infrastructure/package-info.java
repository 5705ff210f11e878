/**
 * The table as code, outward: {@link dev.singletable.processor.writer.infrastructure.InfrastructureFiles}
 * writes, for each service, its table as CloudFormation (JSON and YAML), Terraform JSON and a NoSQL
 * Workbench data model, and its single-table design document, from the service model (and the
 * example records of {@link dev.singletable.processor.writer.infrastructure.ExampleFile}). The JSON
 * and YAML are written by the small writers here, so that the processor needs no other library.
 * Reads the model and the query writer's method names.
 */
package dev.singletable.processor.writer.infrastructure;
