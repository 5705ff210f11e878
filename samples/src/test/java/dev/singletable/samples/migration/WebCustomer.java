package dev.singletable.samples.migration;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A customer beside {@link WebOrder} in one table, for the Enhanced Client migration guide's
 * transaction ({@code docs/migration/enhanced-client.md}).
 *
 * @param customerId the customer, in the partition key
 * @param name the customer's name
 * @param orders how many orders the customer placed
 */
@Entity(service = "webshop", name = "customer")
@Pk(template = "CUSTOMER#${customerId}")
@Sk(template = "PROFILE")
public record WebCustomer(String customerId, String name, int orders) {}
