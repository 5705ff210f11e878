package dev.singletable.samples;

import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Numbers as DynamoDB gives them back. The Developer Guide (Supported data types, Number): "In
 * DynamoDB, numbers are represented as variable length. Leading and trailing zeroes are trimmed."
 * moto keeps a number's text as it was sent ({@code 1250.00}, {@code -0.0}, {@code 01}), so a test
 * whose assertion rests on DynamoDB's trimming reads through {@link #client}: every request reaches
 * the engine as it was sent ({@link FaultyHttpClient#sent}), and every answer carries each number as
 * DynamoDB stores it.
 */
public final class StoredNumbers {
  /** The operations whose answers carry items. */
  private static final List<String> ANSWERING_ITEMS = List.of("GetItem", "BatchGetItem", "Query", "Scan",
      "TransactGetItems", "PutItem", "UpdateItem", "DeleteItem", "ExecuteStatement");
  private static final Pattern NUMBER = Pattern.compile("\"N\"\\s*:\\s*\"([^\"]*)\"");
  private static final Pattern NUMBER_SET = Pattern.compile("\"NS\"\\s*:\\s*\\[([^\\]]*)\\]");
  private static final Pattern ELEMENT = Pattern.compile("\"([^\"]*)\"");

  private StoredNumbers() {}

  /** An HTTP client in front of the engine whose answers carry numbers as DynamoDB stores them. */
  public static FaultyHttpClient http() {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2));
    for (String operation : ANSWERING_ITEMS) {
      http.answeringApplied(operation, StoredNumbers::asStored);
    }
    return http;
  }

  /** The test kit's engine reached through {@code http} (see {@link #http()}). */
  public static DynamoDbClient client(FaultyHttpClient http) {
    return DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http));
  }

  /** A JSON answer with every number ({@code N}, and each of an {@code NS}) trimmed as DynamoDB stores it. */
  public static String asStored(String json) {
    Matcher sets = NUMBER_SET.matcher(json);
    StringBuilder out = new StringBuilder();
    while (sets.find()) {
      Matcher elements = ELEMENT.matcher(sets.group(1));
      StringBuilder set = new StringBuilder();
      while (elements.find()) {
        elements.appendReplacement(set, Matcher.quoteReplacement("\"" + trimmed(elements.group(1)) + "\""));
      }
      elements.appendTail(set);
      sets.appendReplacement(out, Matcher.quoteReplacement("\"NS\":[" + set + "]"));
    }
    sets.appendTail(out);
    Matcher numbers = NUMBER.matcher(out.toString());
    StringBuilder trimmed = new StringBuilder();
    while (numbers.find()) {
      numbers.appendReplacement(trimmed, Matcher.quoteReplacement("\"N\":\"" + trimmed(numbers.group(1)) + "\""));
    }
    numbers.appendTail(trimmed);
    return trimmed.toString();
  }

  /** {@code 1250.00} as {@code 1250}, {@code -0.0} as {@code 0}, {@code 01} as {@code 1}. */
  static String trimmed(String number) {
    BigDecimal value = new BigDecimal(number);
    return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
  }
}
