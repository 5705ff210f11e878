/**
 * The check of an existing table against the model: {@link dev.singletable.runtime.table.TableCheck}
 * compares what {@code DescribeTable} reports with a service's {@link
 * dev.singletable.runtime.table.TableDefinition} ({@code tableDefinition}: its {@code CreateTable},
 * time-to-live and point-in-time recovery requests as one value) and
 * returns a typed {@link dev.singletable.runtime.table.TableReport} of the differences, which the
 * test kit and the Spring Boot start-up use to stop before the first request fails;
 * {@link dev.singletable.runtime.table.TableUpdate} brings a table to the model, adding only, on a sync or an
 * async client; {@link dev.singletable.runtime.table.TableOptions} holds the table's options (recovery, deletion
 * protection, class, throughput, encryption, tags). It depends on the exceptions and the AWS SDK only.
 */
package dev.singletable.runtime.table;
