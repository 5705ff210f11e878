package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** Every like of every article in one partition; the second entity says it is written rarely. */
final class HotPartition {
  private HotPartition() {}

  @Entity(service = "articles")
  @Pk(template = "ARTICLE_LIKE")
  @Sk(template = "${articleId}#${userId}")
  record ArticleLike(String articleId, String userId) {}

  @SuppressWarnings("SingleTableHotPartition")
  @Entity(service = "articles")
  @Pk(template = "FEATURED")
  @Sk(template = "${articleId}")
  record Featured(String articleId) {}
}
