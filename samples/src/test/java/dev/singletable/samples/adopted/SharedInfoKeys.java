package dev.singletable.samples.adopted;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * Tempest's album and playlist info items, both at {@code partition_key = token},
 * {@code sort_key = INFO_}, told apart by the type attribute {@code item_type} their items carry;
 * each acknowledges by name that it shares its keys with the other. Both implement {@link Info}, so
 * the service reads an item at such a key as whichever of them it is.
 */
final class SharedInfoKeys {
  private SharedInfoKeys() {}

  /** The info item at {@code sort_key = INFO_}: an album's or a playlist's. */
  sealed interface Info permits Album, Playlist {}

  /**
   * An album's info.
   *
   * @param token the album token
   * @param title its title
   */
  @Entity(service = "musicinfo", name = "album", typeAttribute = "item_type", typeValue = "ALBUM_INFO",
      versionAttribute = "", sharesKeysWith = "playlist")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Album(String token, @Attribute(name = "album_title") String title) implements Info {}

  /**
   * A playlist's info.
   *
   * @param token the playlist token
   * @param name its name
   */
  @Entity(service = "musicinfo", name = "playlist", typeAttribute = "item_type", typeValue = "PLAYLIST_INFO",
      versionAttribute = "", sharesKeysWith = "album")
  @Pk(template = "${token}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record Playlist(String token, @Attribute(name = "playlist_name") String name) implements Info {}
}
