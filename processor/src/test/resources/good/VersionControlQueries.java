package com.example.vc;

import dev.singletable.runtime.Table;
import java.util.List;

/** The generated names a port of the version-control example calls: camel case throughout. */
final class VersionControlQueries {
  private VersionControlQueries() {}

  static void all(Table table) {
    VersioncontrolService vc = VersioncontrolService.of(table);
    VersionControl.PullRequest pr = vc.pullRequests().get("tywalch", "electrodb", "42").execute().orElseThrow();
    List<VersionControl.IssueComment> comments = vc.issueComments().query().byAuthor("tywalch").list();
    List<VersionControl.PullRequest> mine = vc.pullRequests().query().createdBy("tywalch").list();
    VersioncontrolService.PrReviewCollection review = vc.prReview("tywalch", "electrodb").list();
    VersioncontrolService.PrReviewCollection fromComments = vc.prReview("tywalch", "electrodb").fromIssueComment("42", "c1").list();
    VersioncontrolService.PrReviewCollection upToComment =
        vc.prReview("tywalch", "electrodb").upToPullRequest("42").list();
    VersioncontrolService.OwnedItemsCollection owned = vc.ownedItems("tywalch").list();
  }
}
