package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class EntityNameClash {
  private EntityNameClash() {}

  @Entity(service = "vc", name = "pull_request")
  @Pk(template = "REPO#${repo}")
  @Sk(template = "PR#${number}")
  record PullRequest(String repo, String number) {}

  @Entity(service = "vc", name = "pullRequest")
  @Pk(template = "REPO#${repo}")
  @Sk(template = "PULL#${number}")
  record PullRequestV2(String repo, String number) {}
}
