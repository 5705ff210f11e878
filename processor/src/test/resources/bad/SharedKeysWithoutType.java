package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SharedKeysWithoutType {
  private SharedKeysWithoutType() {}

  @Entity(service = "music", name = "album", typeAttribute = "", versionAttribute = "", sharesKeysWith = "playlist")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Album(String token, String title) {}

  @Entity(service = "music", name = "playlist", typeAttribute = "", versionAttribute = "")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Playlist(String token, String name) {}
}
