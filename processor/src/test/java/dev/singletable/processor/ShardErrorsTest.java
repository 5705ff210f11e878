package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Write sharding the processor refuses, each reported at the annotation at fault, and the warning
 * for an entity written to one constant partition.
 */
class ShardErrorsTest {

  @Test
  void shardOfTypeStringIsRefused() {
    Sources.assertErrorAt("ShardType",
        "[SingleTableShardType] @Shard on component shard of type java.lang.String; a shard is an int",
        "@Shard(20) String shard");
  }

  @Test
  void oneShardIsRefused() {
    Sources.assertErrorAt("ShardCount",
        "[SingleTableShardCount] @Shard(1) on component shard; the number of shards must be from 2 to 1000",
        "@Shard(1) int shard");
  }

  @Test
  void shardOutsideThePartitionKeyIsRefused() {
    Sources.assertErrorAt("ShardNotInPartitionKey",
        "[SingleTableShardNotInPartitionKey] @Shard component shard is not a placeholder of the @Pk template"
            + " \"VOTES#${contestant}\"",
        "@Shard(20) int shard");
  }

  @Test
  void shardDecidedByAnUnknownComponentIsRefusedWithTheClosestName() {
    Sources.assertErrorAt("ShardByUnknown",
        "[SingleTableShardByUnknown] @Shard(by = \"ordreId\") on component shard names no other component of"
            + " ShardByUnknown; did you mean \"orderId\"?",
        "by = \"ordreId\"");
  }

  @Test
  void constantPartitionKeyWithVaryingSortKeyWarnsUnlessSuppressed() {
    JavaFileObject source = Sources.bad("HotPartition");
    Compilation compilation = Sources.compile(source);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningContaining("[SingleTableHotPartition] @Pk template \"ARTICLE_LIKE\" of ArticleLike"
        + " is constant").inFile(source).onLineContaining("ARTICLE_LIKE");
    assertThat(compilation).hadWarningCount(1);
  }
}
