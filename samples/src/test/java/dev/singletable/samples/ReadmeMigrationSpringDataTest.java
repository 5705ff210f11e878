package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.migration.OrderStatus;
import dev.singletable.samples.migration.WebOrder;
import dev.singletable.samples.migration.WebOrderEntity;
import dev.singletable.samples.migration.WebshopService;
import dev.singletable.spring.EnableSingleTableServices;
import dev.singletable.test.DynamoDbEngine;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.stereotype.Service;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The Spring Data DynamoDB migration guide's example ({@code docs/migration/spring-data-dynamodb.md}), run
 * as written (see {@link ReadmeSnippets}): a Spring Boot application whose service, in place of a
 * repository, calls the generated service bean, on the test kit's engine.
 */
class ReadmeMigrationSpringDataTest {
  // readme: migration-spring-application
  @SpringBootConfiguration @EnableAutoConfiguration @Import(Orders.class)   // readme shows: @SpringBootApplication
  @EnableSingleTableServices(WebshopService.class)
  static class Application {                                                // readme shows: public class Application {
    @Bean
    DynamoDbClient dynamoDbClient() {
      return DynamoDbEngine.shared().newClient(builder -> { });             // readme shows: return DynamoDbClient.create();
    }
  }

  @Service
  static class Orders {                                                     // readme shows: public class Orders {
    private final WebshopService shop;

    Orders(WebshopService shop) {                                           // readme shows: public Orders(WebshopService shop) {
      this.shop = shop;
    }

    Optional<WebOrder> find(String customerId, String orderId) {          // readme shows: public Optional<WebOrder> find(String customerId, String orderId) {   // findById(new OrderId(...))
      return shop.orders().get(customerId, orderId).execute();
    }

    List<WebOrder> ofCustomer(String customerId) {                          // readme shows: public List<WebOrder> ofCustomer(String customerId) {           // findByCustomerId
      return shop.orders().query().primary(customerId).list();
    }

    Page<WebOrder> latestOfCustomer(String customerId, String cursor) {     // readme shows: public Page<WebOrder> latestOfCustomer(String customerId, String cursor) {
      return shop.orders().query().primary(customerId).descending().limit(20).startAfter(cursor).page();
    }

    List<WebOrder> openSince(Instant since) {                               // readme shows: public List<WebOrder> openSince(Instant since) {                // findByStatusAndPlacedAtAfter
      return shop.orders().query().byStatus(OrderStatus.OPEN).placedAtGt(since).list();
    }

    List<WebOrder> over(BigDecimal total) {                                 // readme shows: public List<WebOrder> over(BigDecimal total) {                  // findByTotalGreaterThan, with @EnableScan
      return shop.orders().scan().filter(WebOrderEntity.TOTAL.gt(total)).list();
    }

    void save(WebOrder order) {                                             // readme shows: public void save(WebOrder order) {                              // save
      shop.orders().put(order).execute();
    }
  }
  // readme: end

  @Test
  void theServiceReadsWhatTheRepositoryMethodsRead() {
    try (ConfigurableApplicationContext context = new SpringApplicationBuilder(Application.class)
        .web(WebApplicationType.NONE).bannerMode(Banner.Mode.OFF).logStartupInfo(false)
        .properties("singletable.table-name=readme-spring-data-" + System.nanoTime(), "singletable.create-tables=true")
        .run()) {
      Orders orders = context.getBean(Orders.class);
      orders.save(order("c-1", "o-1", OrderStatus.OPEN, "2024-05-01T10:00:00Z", "25.50"));
      orders.save(order("c-1", "o-2", OrderStatus.SHIPPED, "2024-05-02T10:00:00Z", "99.00"));
      orders.save(order("c-1", "o-3", OrderStatus.OPEN, "2024-05-03T10:00:00Z", "5.00"));
      orders.save(order("c-2", "o-4", OrderStatus.OPEN, "2024-04-01T10:00:00Z", "70.00"));

      assertEquals(Optional.of("25.50"), orders.find("c-1", "o-1").map(order -> order.total().toPlainString()));
      assertEquals(List.of("o-1", "o-2", "o-3"), ids(orders.ofCustomer("c-1")));
      assertEquals(List.of("o-3", "o-2", "o-1"), ids(orders.latestOfCustomer("c-1", null).items()));
      assertEquals(List.of("o-1", "o-3"), ids(orders.openSince(Instant.parse("2024-04-30T00:00:00Z"))));
      assertEquals(List.of("o-2", "o-4"), ids(orders.over(new BigDecimal("50"))).stream().sorted().toList());
    }
  }

  private static WebOrder order(String customerId, String orderId, OrderStatus status, String placedAt, String total) {
    return new WebOrder(customerId, orderId, status, Instant.parse(placedAt), new BigDecimal(total), 0, null, null, null);
  }

  private static List<String> ids(List<WebOrder> orders) {
    return orders.stream().map(WebOrder::orderId).toList();
  }
}
