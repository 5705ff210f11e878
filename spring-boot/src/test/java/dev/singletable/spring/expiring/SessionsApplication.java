package dev.singletable.spring.expiring;

import dev.singletable.spring.EnableSingleTableServices;
import dev.singletable.test.DynamoDbEngine;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An application whose model declares a time to live, on the test kit's shared engine.
 */
@SpringBootApplication
@EnableSingleTableServices(SessionsService.class)
public class SessionsApplication {
  /** The engine's shared client, which the context must not close. */
  @Bean(destroyMethod = "")
  DynamoDbClient dynamoDbClient() {
    return DynamoDbEngine.shared().client();
  }
}
