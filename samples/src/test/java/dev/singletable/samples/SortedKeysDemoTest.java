package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.samples.engine.SampleEngine;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What the demo's part on keys that sort by value prints: every seed table it writes, and results, never a query object. */
class SortedKeysDemoTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void printsSeed001sSalesTableWithItsQueriesAndResultsRatherThanQueryObjects(SampleEngine engine) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    SortedKeysDemo.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), engine.client());
    String printed = bytes.toString(StandardCharsets.UTF_8);

    assertTrue(Pattern.compile("SALE#USA +SAN_FRANCISCO#00235#2020-09-22").matcher(printed).find(), printed);
    assertTrue(printed.contains("sales of store 00235 in 2020-09: [Sale[country=USA, city=SAN_FRANCISCO, store=235,"
        + " year=2020, month=9, day=22, amount=1250]]"), printed);
    assertTrue(printed.contains("issue 020e with its values: IssueCollection["), printed);
    assertFalse(Pattern.compile("\\$\\w+@[0-9a-f]+").matcher(printed).find(), "an object printed by its identity: " + printed);
  }
}
