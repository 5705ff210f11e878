package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SharedKeysOneSided {
  private SharedKeysOneSided() {}

  @Entity(service = "onesided", name = "album", typeAttribute = "item_type", typeValue = "ALBUM_INFO",
      versionAttribute = "", sharesKeysWith = "playlist")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Album(String token, String title) {}

  @Entity(service = "onesided", name = "playlist", typeAttribute = "item_type", typeValue = "PLAYLIST_INFO",
      versionAttribute = "")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Playlist(String token, String name) {}
}
