package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SealedLayoutKeys {
  private SealedLayoutKeys() {}

  sealed interface Info permits Album, Playlist {}

  @Entity(service = "music", name = "album", typeAttribute = "item_type", versionAttribute = "",
      sharesKeysWith = "playlist")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Album(String token, String title) implements Info {}

  @Entity(service = "music", name = "playlist", typeAttribute = "item_type", versionAttribute = "",
      sharesKeysWith = "album")
  @Pk(template = "${number}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Playlist(int number, String name) implements Info {}
}
