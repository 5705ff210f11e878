package dev.singletable.samples.migration;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IdKind;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import dev.singletable.annotation.Version;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * The order of {@link OrderBean} as a record, the "after" of the Enhanced Client migration guide
 * ({@code docs/migration/enhanced-client.md}).
 *
 * @param customerId the customer, in the partition key
 * @param orderId the order's id, a random UUID when created without one
 * @param status the state, in the key of index {@code byStatus}
 * @param placedAt when it was placed, the sort key of index {@code byStatus}
 * @param total the order's total
 * @param views how often the order was viewed
 * @param version the optimistic-locking version
 * @param createdAt when it was first written
 * @param updatedAt when it was last written
 */
@Entity(service = "webshop", name = "order")
@Pk(template = "CUSTOMER#${customerId}")
@Sk(template = "ORDER#${orderId}")
@Gsi(index = "gsi1", name = "byStatus", pk = "STATUS#${status}", sk = "${placedAt}")
public record WebOrder(String customerId, @GeneratedId(IdKind.RANDOM_UUID) String orderId, OrderStatus status,
    Instant placedAt, BigDecimal total, long views, @Version Long version,
    @CreatedAt Instant createdAt, @UpdatedAt Instant updatedAt) {}
