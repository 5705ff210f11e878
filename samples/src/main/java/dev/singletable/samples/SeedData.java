package dev.singletable.samples;

import dev.singletable.samples.accounts.Organisation;
import dev.singletable.samples.accounts.OrganisationMember;
import dev.singletable.samples.accounts.OrganisationService;
import dev.singletable.samples.accounts.User;
import dev.singletable.samples.accounts.UserOrganisation;
import dev.singletable.samples.events.AggregateMeta;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.Snapshot;
import dev.singletable.samples.shop.Customer;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderLog;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The items of the seed documents' tables, as records. */
public final class SeedData {
  /** When the sample story happens; fixed so that runs are comparable. */
  public static final Instant T0 = Instant.parse("2024-04-30T09:15:00Z");

  private SeedData() {}

  /** When the metadata row of order #1234 was last written: its {@code updatedAt}. */
  public static final Instant META_WRITTEN = T0.plusSeconds(40);

  /** The order #1234 aggregate: its metadata row. */
  public static AggregateMeta orderMeta() {
    return new AggregateMeta("order", "1234", 4, T0, META_WRITTEN);
  }

  /**
   * The clock of the seed story, stopped when the metadata row was written, so that the {@code
   * updatedAt} the library stamps is the seed's.
   */
  public static Clock clock() {
    return Clock.fixed(META_WRITTEN, ZoneOffset.UTC);
  }

  /** The four events of order #1234. */
  public static List<Event> orderEvents() {
    return List.of(
        event(1, "OrderPlaced", "01HW1A", Map.of("items", List.of("sku-1", "sku-2")), "u_alice"),
        event(2, "PaymentProcessed", "01HW1B", Map.of("amount", new BigDecimal("4500")), null),
        event(3, "OrderShipped", "01HW1C", Map.of("trackingNumber", "1Z999"), null),
        event(4, "OrderDelivered", "01HW1D", Map.of(), null));
  }

  /** The snapshot of order #1234 after its fourth event. */
  public static Snapshot orderSnapshot() {
    Map<String, Object> state = new LinkedHashMap<>();
    state.put("status", "delivered");
    state.put("total", new BigDecimal("4500"));
    return new Snapshot("order", "1234", state, 4);
  }

  private static Event event(
      long seq, String type, String id, Map<String, Object> payload, String actor) {
    return new Event("order", "1234", seq, type, id, payload, actor, T0.plusSeconds(10 * seq));
  }

  /** Tom and Linda. */
  public static List<Customer> customers() {
    return List.of(new Customer("XYQ", "Tom"), new Customer("VLD", "Linda"));
  }

  /** Orders 1 and 2 of XYQ, 3 and 4 of VLD. */
  public static List<Order> orders() {
    return List.of(
        new Order("XYQ", 1, "DELIVERED", new BigDecimal("45.5"), T0),
        new Order("XYQ", 2, "PLACED", new BigDecimal("12.25"), T0.plusSeconds(60)),
        new Order("VLD", 3, "PLACED", new BigDecimal("99.99"), T0.plusSeconds(120)),
        new Order("VLD", 4, "SHIPPED", new BigDecimal("5"), T0.plusSeconds(180)));
  }

  /** The two logs of order 1. */
  public static List<OrderLog> orderLogs() {
    return List.of(
        new OrderLog(1, "XYQ", 1, "payment accepted"),
        new OrderLog(2, "XYQ", 1, "handed to carrier"));
  }

  /** test@example.com. */
  public static User user() {
    return new User("test@example.com", "Test", "User", "+44 7700 900123", T0);
  }

  /** test@example.com's accepted invitation to organisation org-1. */
  public static UserOrganisation userOrganisation() {
    return new UserOrganisation("test@example.com", "org-1", "Acme", T0, T0.plusSeconds(3600));
  }

  /** Organisation org-1. */
  public static Organisation organisation() {
    return new Organisation("org-1", "Acme");
  }

  /** test@example.com as a member of org-1. */
  public static OrganisationMember organisationMember() {
    return new OrganisationMember(
        "org-1", "test@example.com", Set.of("owner", "billing"), "Test", "User", "+44 7700 900123", T0);
  }

  /** The billing service of org-1. */
  public static OrganisationService organisationService() {
    return new OrganisationService("org-1", "svc-billing", "Billing");
  }
}
