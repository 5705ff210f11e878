package dev.singletable.spring.expiring;

import dev.singletable.spring.EnableSingleTableServices;
import dev.singletable.test.DynamoDbLocal;
import dev.singletable.test.Engine;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An application whose model declares a time to live, on the engine named by the property {@code test.engine}
 * ({@code HTTP} or {@code EMBEDDED}).
 */
@SpringBootApplication
@EnableSingleTableServices(SessionsService.class)
public class SessionsApplication {
  /** The engine's shared client, which the context must not close. */
  @Bean(destroyMethod = "")
  DynamoDbClient dynamoDbClient(Environment environment) {
    return DynamoDbLocal.shared(Engine.valueOf(environment.getProperty("test.engine", "HTTP"))).client();
  }
}
