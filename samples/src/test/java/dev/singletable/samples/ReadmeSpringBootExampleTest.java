package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.singletable.runtime.Table;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.shop.ShopService;
import dev.singletable.spring.EnableSingleTableServices;
import dev.singletable.test.DynamoDbEngine;
import org.junit.jupiter.api.Test;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The Spring Boot guide's application ({@code docs/guides/spring-boot.md}), run as written (the guide
 * shows the region between {@code // readme:} markers, see {@link ReadmeSnippets}).
 */
class ReadmeSpringBootExampleTest {

  /** Without component scanning, so that the other applications of this package stay out. */
  // readme: spring-boot-application
  @SpringBootConfiguration @EnableAutoConfiguration                    // readme shows: @SpringBootApplication
  @EnableSingleTableServices({EventsService.class, ShopService.class})
  static class Application {                                           // readme shows: public class Application {
    @Bean
    DynamoDbClient dynamoDbClient() {
      return DynamoDbEngine.shared().newClient(builder -> { });        // readme shows: return DynamoDbClient.create();
    }
  }
  // readme: end

  @Test
  void eachListedServiceIsABeanOnTheTableOfTheClientBean() {
    try (ConfigurableApplicationContext context = new SpringApplicationBuilder(Application.class)
        .web(WebApplicationType.NONE).bannerMode(Banner.Mode.OFF).logStartupInfo(false)
        .properties("singletable.table-name=readme-spring-boot")
        .run()) {
      Table table = context.getBean(Table.class);

      assertEquals("readme-spring-boot", table.name());
      assertSame(table, context.getBean(EventsService.class).table());
      assertSame(table, context.getBean(ShopService.class).table());
    }
  }
}
