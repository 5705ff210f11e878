package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SharedKeyLiterals {
  private SharedKeyLiterals() {}

  @Entity(service = "music", name = "album", typeAttribute = "", versionAttribute = "", sharesKeysWith = "playlist",
      unescapedKeys = true)
  @Pk(template = "ALBUM_${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Album(String token, String title) {}

  @Entity(service = "music", name = "playlist", typeAttribute = "", versionAttribute = "", sharesKeysWith = "album",
      unescapedKeys = true)
  @Pk(template = "PLAYLIST_${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Playlist(String token, String name) {}
}
