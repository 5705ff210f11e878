package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The component naming the tenant the item belongs to, where several customers share one table.
 * Every partition the entity's items can be read by holds it, so that a query, which names one
 * partition exactly, reaches one tenant's items whatever values the others chose:
 *
 * <ul>
 *   <li>the table's partition key ({@link Pk}), and so its local indexes;
 *   <li>the partition key of each {@link Gsi}, whether rendered from a template or stored as the
 *       components themselves ({@code pkAttributes});
 *   <li>the search partition of each {@link VectorIndex}.
 * </ul>
 *
 * <p>An index whose partition lacks the tenant is a compile error at its partition key: a query of
 * it would read the items of every tenant. A {@link Unique} value of the entity is claimed across
 * tenants (one tenant's value is refused to another, which learns that it exists): the processor
 * warns at it. Scans read every tenant's items, as a scan reads the whole table.
 *
 * <pre>{@code
 * @Entity(service = "tasks")
 * @Pk(template = "TENANT#${tenantId}#PROJECT#${projectId}")
 * @Sk(template = "TASK#${taskId}")
 * @Gsi(index = "gsi1", name = "byAssignee", pk = "TENANT#${tenantId}#USER#${assignee}", sk = "TASK#${taskId}")
 * public record Task(@Tenant String tenantId, String projectId, String taskId, String title, String assignee) {}
 * }</pre>
 *
 * <p>One component per entity carries it, a component of the entity itself (not of a nested
 * record).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Tenant {}
