package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

/** Two entities of one service key index byRegion with attributes of different types. */
final class IndexAttributesDisagree {
  private IndexAttributesDisagree() {}

  @Entity(service = "board")
  @Pk(template = "PLAYER#${id}")
  @Gsi(index = "byRegion", pkAttributes = {"region"}, skAttributes = {"score"})
  record Player(String id, String region, long score) {}

  @Entity(service = "board")
  @Pk(template = "TEAM#${id}")
  @Gsi(index = "byRegion", pkAttributes = {"region"}, skAttributes = {"score"})
  record Team(String id, String region, String score) {}
}
