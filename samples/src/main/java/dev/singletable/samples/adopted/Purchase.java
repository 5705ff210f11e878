package dev.singletable.samples.adopted;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Version;

/**
 * A purchase in a table the AWS SDK's Enhanced Client writes from a bean schema: partition key
 * {@code customer}, sort key {@code purchasedAt} (ISO-8601 text), attributes {@code item}, {@code
 * quantity} and the bean's {@code @DynamoDbVersionAttribute} {@code version}, which this entity's
 * {@code @Version} keeps the same way. The items carry no identity attribute: the entity owns them
 * by their keys alone (every key of this table is a purchase).
 *
 * <p>The key components are stored again under their own names ({@code buyer}, {@code time}) by
 * this entity's writes; items the Enhanced Client wrote lack them and have them read from the keys.
 * An update keeps every attribute the entity does not model (a bean's {@code giftNote}); a put
 * replaces the whole item, as the Enhanced Client's {@code putItem} does.
 *
 * @param buyer the customer, the partition key
 * @param time when it was bought, the sort key
 * @param item what was bought
 * @param quantity how many
 * @param version the optimistic-locking counter the Enhanced Client keeps too
 */
@Entity(service = "purchases", name = "purchase", typeAttribute = "", versionAttribute = "")
@Pk(template = "${buyer}", field = "customer")
@Sk(template = "${time}", field = "purchasedAt")
public record Purchase(String buyer, String time, String item, Integer quantity, @Version Long version) {}
