/**
 * Spring Boot auto-configuration: a {@link dev.singletable.runtime.Table} built from the
 * application's {@code DynamoDbClient} and {@code DynamoDbAsyncClient} beans and the property
 * {@code singletable.table-name}, each generated service named in {@link
 * dev.singletable.spring.EnableSingleTableServices} as a bean, and, when {@code
 * singletable.create-tables=true}, the services' tables created at start-up if missing; with {@code
 * singletable-micrometer} or {@code singletable-opentelemetry} and a {@code MeterRegistry} or {@code OpenTelemetry}
 * bean, the tables' metrics and traces; with Actuator, a health indicator per table that checks it against the
 * model. Depends on the runtime and Spring Boot, optionally on those two modules and on Actuator's health API
 * (Spring Boot 3.5's {@code spring-boot-actuator} or 4.0's {@code spring-boot-health}); nothing here scans the class
 * path.
 */
package dev.singletable.spring;
