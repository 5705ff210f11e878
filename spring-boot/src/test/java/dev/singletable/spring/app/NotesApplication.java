package dev.singletable.spring.app;

import dev.singletable.spring.EnableSingleTableServices;
import dev.singletable.test.DynamoDbLocal;
import dev.singletable.test.Engine;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** An application with DynamoDB clients of its own, as a real one declares them. */
@SpringBootApplication
@EnableSingleTableServices(NotesService.class)
public class NotesApplication {
  @Bean
  DynamoDbClient dynamoDbClient() {
    return DynamoDbLocal.shared(Engine.HTTP).newClient(builder -> { });
  }

  @Bean
  DynamoDbAsyncClient dynamoDbAsyncClient() {
    return DynamoDbLocal.shared(Engine.HTTP).newAsyncClient(builder -> { });
  }
}
