package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** Two members of one collection that name its partition-key component differently. */
final class OrgMembers {
  private OrgMembers() {}

  @Entity(service = "orgs", name = "membership")
  @Pk(template = "ORG#${organizationId}", collection = "org")
  @Sk(template = "MEMBER#${userId}")
  record Membership(String organizationId, String userId) {}

  @Entity(service = "orgs", name = "organization")
  @Pk(template = "ORG#${orgId}", collection = "org")
  @Sk(template = "#PROFILE")
  record Organization(String orgId, String title) {}
}
