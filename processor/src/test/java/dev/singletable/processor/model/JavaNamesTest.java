package dev.singletable.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Model names as generated Java names: camel case, acronyms as words, no underscore or stray capital. */
class JavaNamesTest {

  @ParameterizedTest
  @CsvSource({
      "pull_request, pullRequest, PullRequest",
      "PRReview, prReview, PrReview",
      "issue_comment, issueComment, IssueComment",
      "byType, byType, ByType",
      "BY_TYPE, byType, ByType",
      "order-history, orderHistory, OrderHistory",
      "gsi1, gsi1, Gsi1",
      "GSI1, gsi1, Gsi1",
      "v2Item, v2Item, V2Item",
      "URLCodec, urlCodec, UrlCodec",
      "myURL, myUrl, MyUrl",
      "$owned, owned, Owned",
      "orderWithLogs, orderWithLogs, OrderWithLogs",
      "\u00e9t\u00e9_pass\u00e9, \u00e9t\u00e9Pass\u00e9, \u00c9t\u00e9Pass\u00e9",
  })
  void camelCase(String name, String lower, String upper) {
    assertEquals(lower, JavaNames.lowerCamel(name));
    assertEquals(upper, JavaNames.upperCamel(name));
  }

  @ParameterizedTest
  @CsvSource({"class, classCollection", "1st, _1st", "'--', _Collection", "new_item, newItem", "NEW, newCollection"})
  void identifiersAvoidKeywordsAndLeadingDigits(String name, String identifier) {
    assertEquals(identifier, JavaNames.identifier(name, "Collection"));
  }
}
