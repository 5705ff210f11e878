package dev.singletable.samples.adopted;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A customer of seed 001's one-to-many table as it is stored: {@code PK = SK = CUSTOMER#<id>},
 * {@code TYPE = CUSTOMER}, the columns {@code Customer ID} and {@code Name}, and no version.
 *
 * @param customerId the customer's id
 * @param name the customer's name
 */
@Entity(service = "legacyShop", name = "customer", typeAttribute = "TYPE", typeValue = "CUSTOMER",
    versionAttribute = "")
@Pk(template = "CUSTOMER#${customerId}", field = "PK", collection = "customer")
@Sk(template = "CUSTOMER#${customerId}", field = "SK")
public record LegacyCustomer(@Attribute(name = "Customer ID") String customerId, @Attribute(name = "Name") String name) {}
