package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class CollectionComponentNames {
  private CollectionComponentNames() {}

  @Entity(service = "orgs", name = "organization")
  @Pk(template = "ORG#${orgId}", collection = "org")
  @Sk(template = "#PROFILE")
  record Organization(String orgId, String title) {}

  @Entity(service = "orgs", name = "membership")
  @Pk(template = "ORG#${organizationId}", collection = "org")
  @Sk(template = "MEMBER#${userId}")
  record Membership(String organizationId, String userId) {}
}
