package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** What the demo's part on keys that sort by value prints: every seed table it writes, and results, never a query object. */
class SortedKeysDemoTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  /**
   * The sale's amount is written as {@code 1250.00} and read back as DynamoDB stores it, {@code 1250}
   * (leading and trailing zeroes trimmed); moto keeps the text as sent, so the demo reads through
   * answers carrying the numbers as DynamoDB stores them, and the request is checked to have sent
   * {@code 1250.00}. The demo's tables have fixed names: it runs in an account of its own.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void printsSeed001sSalesTableWithItsQueriesAndResultsRatherThanQueryObjects(SampleEngine engine) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    FaultyHttpClient http = StoredNumbers.http();
    try (DynamoDbEngine account = DynamoDbEngine.shared().inNewAccount();
        DynamoDbClient client = account.newClient(builder -> builder.httpClient(http))) {
      SortedKeysDemo.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), client);
    }
    String printed = bytes.toString(StandardCharsets.UTF_8);

    assertTrue(http.sent("PutItem").stream().anyMatch(body -> body.contains("\"amount\":{\"N\":\"1250.00\"}")),
        "the amount is sent as written: " + http.sent("PutItem"));
    assertTrue(Pattern.compile("SALE#USA +SAN_FRANCISCO#00235#2020-09-22").matcher(printed).find(), printed);
    assertTrue(printed.contains("sales of store 00235 in 2020-09: [Sale[country=USA, city=SAN_FRANCISCO, store=235,"
        + " year=2020, month=9, day=22, amount=1250]]"), printed);
    assertTrue(printed.contains("issue 020e with its values: IssueCollection["), printed);
    assertFalse(Pattern.compile("\\$\\w+@[0-9a-f]+").matcher(printed).find(), "an object printed by its identity: " + printed);
  }
}
