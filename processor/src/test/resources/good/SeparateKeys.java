package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/** Entities sharing partitions whose sort keys can never meet. */
final class SeparateKeys {
  private SeparateKeys() {}

  @Entity(service = "separate", name = "customer")
  @Pk(template = "CUSTOMER#${id}")
  @Sk(template = "CUSTOMER#${id}")
  record Customer(String id) {}

  @Entity(service = "separate", name = "order")
  @Pk(template = "CUSTOMER#${customerId}")
  @Sk(template = "ORDER#${orderId}")
  record Order(String customerId, @Padded(5) int orderId) {}

  @Entity(service = "separate", name = "meta")
  @Pk(template = "CUSTOMER#${customerId}")
  @Sk(template = "#METADATA")
  record Meta(String customerId) {}

  @Entity(service = "separate", name = "snapshot")
  @Pk(template = "CUSTOMER#${customerId}")
  @Sk(template = "#SNAPSHOT")
  record Snapshot(String customerId) {}

  // Same prefix, but a padded number of 5 digits never renders as an instant.
  @Entity(service = "separate", name = "visit")
  @Pk(template = "CUSTOMER#${customerId}")
  @Sk(template = "AT#${at}")
  record Visit(String customerId, Instant at) {}

  @Entity(service = "separate", name = "ticket")
  @Pk(template = "CUSTOMER#${customerId}")
  @Sk(template = "AT#${number}")
  record Ticket(String customerId, @Padded(5) int number) {}
}
