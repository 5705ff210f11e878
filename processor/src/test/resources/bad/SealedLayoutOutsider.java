package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SealedLayoutOutsider {
  private SealedLayoutOutsider() {}

  sealed interface Info permits Album, Playlist, Draft {}

  @Entity(service = "music", name = "album", typeAttribute = "item_type", versionAttribute = "",
      sharesKeysWith = "playlist")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Album(String token, String title) implements Info {}

  @Entity(service = "music", name = "playlist", typeAttribute = "item_type", versionAttribute = "",
      sharesKeysWith = "album")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Playlist(String token, String name) implements Info {}

  record Draft(String token) implements Info {}
}
