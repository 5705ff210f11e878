package dev.singletable.spring.app;

import dev.singletable.spring.EnableSingleTableServices;
import dev.singletable.test.DynamoDbEngine;
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
    return DynamoDbEngine.shared().newClient(builder -> { });
  }

  @Bean
  DynamoDbAsyncClient dynamoDbAsyncClient() {
    return DynamoDbEngine.shared().newAsyncClient(builder -> { });
  }
}
