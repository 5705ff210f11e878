package dev.singletable.spring.locker;

import dev.singletable.spring.EnableSingleTableServices;
import dev.singletable.test.DynamoDbEngine;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** An application whose table declares options and capacity. */
@SpringBootApplication
@EnableSingleTableServices(LockersService.class)
public class LockersApplication {
  @Bean
  DynamoDbClient dynamoDbClient() {
    return DynamoDbEngine.shared().newClient(builder -> { });
  }
}
