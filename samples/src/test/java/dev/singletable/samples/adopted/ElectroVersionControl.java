package dev.singletable.samples.adopted;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * Two entities of ElectroDB's version-control example, adopted as ElectroDB stores them: keys
 * {@code pk = $versioncontrol#repoowner_<owner>}, {@code sk = $<collection>#<entity>_<version>#...},
 * the entity name in {@code __edb_e__} and its model version as a string in {@code __edb_v__}.
 */
final class ElectroVersionControl {
  private ElectroVersionControl() {}

  /**
   * ElectroDB's {@code repositories} entity, model version {@code "1"}, in collection {@code alerts}.
   *
   * @param repoOwner the owner, in the partition key
   * @param repoName the repository, in the sort key
   * @param about its description
   * @param isPrivate whether it is private
   * @param stars how many stars it has
   */
  @Entity(service = "versioncontrol", name = "repositories", typeAttribute = "__edb_e__",
      versionAttribute = "__edb_v__", versionAsString = true)
  @Pk(template = "$versioncontrol#repoowner_${repoOwner}", field = "pk")
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
      versionAttribute = "__edb_v__", versionAsString = true)
  @Pk(template = "$versioncontrol#repoowner_${repoOwner}#reponame_${repoName}", field = "pk")
  @Sk(template = "$issues_9#issuenumber_${issueNumber}", field = "sk")
  record Issue(String repoOwner, String repoName, String issueNumber, String subject, String status) {}
}
