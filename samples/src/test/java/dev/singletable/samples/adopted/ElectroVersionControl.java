package dev.singletable.samples.adopted;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * Two entities of ElectroDB's version-control example, adopted as ElectroDB stores them: keys
 * {@code pk = $versioncontrol#repoowner_<owner>}, {@code sk = $<collection>#<entity>_<version>#...},
 * the entity name in {@code __edb_e__} and its model version as a string in {@code __edb_v__}, values
 * written into keys as they are ({@code unescapedKeys}).
 */
final class ElectroVersionControl {
  private ElectroVersionControl() {}

  /**
   * ElectroDB's {@code repositories} entity, model version {@code "1"}, in collection {@code alerts}; its
   * table index keeps ElectroDB's name, {@code repositories}.
   *
   * @param repoOwner the owner, in the partition key
   * @param repoName the repository, in the sort key
   * @param about its description
   * @param isPrivate whether it is private
   * @param stars how many stars it has
   */
  @Entity(service = "versioncontrol", name = "repositories", typeAttribute = "__edb_e__",
      versionAttribute = "__edb_v__", versionAsString = true, unescapedKeys = true)
  @Pk(template = "$versioncontrol#repoowner_${repoOwner}", field = "pk", name = "repositories")
  @Sk(template = "$alerts#repositories_1#reponame_${repoName}", field = "sk")
  record Repository(String repoOwner, String repoName, String about, Boolean isPrivate, Integer stars) {}

  /**
   * ElectroDB's {@code issues} entity at model version {@code "9"}: an item of version {@code "10"}
   * is newer, though it sorts before {@code "9"} as text.
   *
   * @param repoOwner the owner
   * @param repoName the repository
   * @param issueNumber the issue's number, as ElectroDB's string attribute holds it
   * @param subject its subject
   * @param status its status
   */
  @Entity(service = "versioncontrol", name = "issues", version = 9, typeAttribute = "__edb_e__",
      versionAttribute = "__edb_v__", versionAsString = true, unescapedKeys = true)
  @Pk(template = "$versioncontrol#repoowner_${repoOwner}#reponame_${repoName}", field = "pk")
  @Sk(template = "$issues_9#issuenumber_${issueNumber}", field = "sk")
  record Issue(String repoOwner, String repoName, String issueNumber, String subject, String status) {}

  /**
   * ElectroDB's {@code subscriptions} entity, model version {@code "1"}: who watches a repository, and
   * (index {@code gsi3}, collection {@code watching}) what a user watches. ElectroDB writes values into
   * its keys as they are, so a user {@code team#core} is stored in {@code sk =
   * $subscriptions_1#username_team#core}.
   *
   * @param repoOwner the owner, in the partition key
   * @param repoName the repository, in the partition key
   * @param username who watches it, in the sort key
   * @param updatedAt when the subscription last changed, as ElectroDB's ISO text
   */
  @Entity(service = "versioncontrol", name = "subscriptions", typeAttribute = "__edb_e__",
      versionAttribute = "__edb_v__", versionAsString = true, unescapedKeys = true)
  @Pk(template = "$versioncontrol#repoowner_${repoOwner}#reponame_${repoName}", field = "pk")
  @Sk(template = "$subscriptions_1#username_${username}", field = "sk")
  @Gsi(index = "gsi3pk-gsi3sk-index", name = "byUser", pk = "$versioncontrol#username_${username}",
      sk = "$watching#subscriptions_1#repoowner_${repoOwner}#reponame_${repoName}", pkField = "gsi3pk",
      skField = "gsi3sk", collection = "watching")
  record Subscription(String repoOwner, String repoName, String username, String updatedAt) {}
}
