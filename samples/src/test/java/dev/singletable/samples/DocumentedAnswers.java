package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * DynamoDB's documented answers to requests the engine under test answers otherwise, given through
 * the test kit's {@link FaultyHttpClient}, with the request as it was sent for the test to check.
 */
public final class DocumentedAnswers {
  private DocumentedAnswers() {}

  /**
   * Sends the raw put of {@code item} to {@code table} through a client that answers it as DynamoDB
   * does, with HTTP 400 {@code ValidationException} and {@code message}, and checks that the SDK
   * reports it so: for a value DynamoDB refuses and moto stores.
   *
   * @return the request's JSON body as it was sent
   */
  public static String refusedPut(String table, Map<String, AttributeValue> item, String message) {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .refusing("PutItem", "ValidationException", message);
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      AwsServiceException refused = assertThrows(AwsServiceException.class,
          () -> client.putItem(PutItemRequest.builder().tableName(table).item(item).build()), "DynamoDB refuses it");
      assertEquals(message, refused.awsErrorDetails().errorMessage());
      assertEquals("ValidationException", refused.awsErrorDetails().errorCode());
    }
    List<String> sent = http.sent("PutItem");
    assertEquals(1, sent.size(), "a validation error is not retried");
    return sent.get(0);
  }

  /**
   * The JSON text of the value of the top-level field {@code name} of the object {@code json}, e.g.
   * the {@code Item} of a sent {@code PutItem}; null when there is none.
   */
  public static String field(String json, String name) {
    int depth = 0;
    boolean inString = false;
    for (int at = 0; at < json.length(); at++) {
      char c = json.charAt(at);
      if (inString) {
        if (c == '\\') {
          at++;
        } else if (c == '"') {
          inString = false;
        }
        continue;
      }
      if (c == '{' || c == '[') {
        depth++;
      } else if (c == '}' || c == ']') {
        depth--;
      } else if (c == '"') {
        if (depth == 1 && json.startsWith("\"" + name + "\":", at)) {
          int start = at + name.length() + 3;
          return json.substring(start, end(json, start));
        }
        inString = true;
      }
    }
    return null;
  }

  /** Where the JSON value starting at {@code start} ends (exclusive). */
  private static int end(String json, int start) {
    int depth = 0;
    boolean inString = false;
    for (int at = start; at < json.length(); at++) {
      char c = json.charAt(at);
      if (inString) {
        if (c == '\\') {
          at++;
        } else if (c == '"') {
          inString = false;
          if (depth == 0) {
            return at + 1;
          }
        }
        continue;
      }
      if (depth == 0 && (c == ',' || c == '}' || c == ']')) {
        return at;
      }
      if (c == '"') {
        inString = true;
      } else if (c == '{' || c == '[') {
        depth++;
      } else if ((c == '}' || c == ']') && --depth == 0) {
        return at + 1;
      }
    }
    return json.length();
  }
}
