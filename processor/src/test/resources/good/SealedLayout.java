package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SealedLayout {
  private SealedLayout() {}

  sealed interface Info permits Album, Playlist {}

  @Entity(service = "music", name = "album", typeAttribute = "item_type", versionAttribute = "",
      sharesKeysWith = "playlist")
  @Pk(template = "${read}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Album(String read, String title) implements Info {}

  @Entity(service = "music", name = "playlist", typeAttribute = "item_type", versionAttribute = "",
      sharesKeysWith = "album")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Playlist(String token, String name) implements Info {}
}
