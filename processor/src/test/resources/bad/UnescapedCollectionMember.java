package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class UnescapedCollectionMember {
  private UnescapedCollectionMember() {}

  @Entity(service = "watch", name = "star")
  @Pk(template = "USER#${username}", collection = "watching")
  @Sk(template = "STAR#${repo}")
  record Star(String username, String repo) {}

  // Its partition key renders "USER#a#b" for user "a#b", Star's "USER#a\#b": one collection, two partitions.
  @Entity(service = "watch", name = "subscription",
      unescapedKeys = true)
  @Pk(template = "USER#${username}", collection = "watching")
  @Sk(template = "SUB#${repo}")
  record Subscription(String username, String repo) {}
}
