package dev.singletable.samples.adopted;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.LocalDate;
import java.util.List;

/**
 * Tempest's music library in one service, on the items Tempest stores: albums at {@code
 * partition_key = ALBUM_<id>}, playlists at {@code PLAYLIST_<id>}, both at {@code sort_key = INFO_}
 * with no type attribute, told apart by their key templates' literals, albums indexed by genre and by
 * artist ({@code genre_album_index}, {@code artist_album_index}); an album's tracks at {@code
 * TRACK_<hex>} in its partition, indexed by title locally; a playlist's entries are track keys
 * ({@code ALBUM_1/0000000000000001}) in its info item.
 */
final class TempestLibrary {
  private TempestLibrary() {}

  /**
   * An album's info.
   *
   * @param albumId the album, after {@code ALBUM_} in the partition key
   * @param albumTitle its title
   * @param artistName its artist
   * @param releaseDate when it came out
   * @param genreName its genre
   */
  @Entity(service = "tempestlibrary", name = "albumInfo", typeAttribute = "", versionAttribute = "",
      sharesKeysWith = "playlistInfo", unescapedKeys = true)
  @Pk(template = "ALBUM_${albumId}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  @Gsi(index = "genre_album_index", name = "byGenre", pk = "${genreName}", pkField = "genre_name",
      sk = "ALBUM_${albumId}", skField = "partition_key")
  @Gsi(index = "artist_album_index", name = "byArtist", pk = "${artistName}", pkField = "artist_name",
      sk = "ALBUM_${albumId}", skField = "partition_key")
  record AlbumInfo(String albumId, @Attribute(name = "album_title") String albumTitle,
      @Attribute(name = "artist_name") String artistName, @Attribute(name = "release_date") LocalDate releaseDate,
      @Attribute(name = "genre_name") String genreName) {}

  /**
   * A track of an album.
   *
   * @param albumId the album, after {@code ALBUM_} in the partition key
   * @param trackToken the track number in 16 hex digits, after {@code TRACK_} in the sort key
   * @param trackTitle its title, the local index's sort key
   * @param runLength how long it runs, as Tempest's {@code Duration} text
   */
  @Entity(service = "tempestlibrary", name = "albumTrack", typeAttribute = "", versionAttribute = "",
      unescapedKeys = true)
  @Pk(template = "ALBUM_${albumId}", field = "partition_key")
  @Sk(template = "TRACK_${trackToken}", field = "sort_key")
  @Lsi(index = "album_track_title_index", name = "byTitle", sk = "${trackTitle}", skField = "track_title")
  record AlbumTrack(String albumId, String trackToken, @Attribute(name = "track_title") String trackTitle,
      @Attribute(name = "run_length") String runLength) {}

  /**
   * A playlist's info, its entries in order.
   *
   * @param playlistId the playlist, after {@code PLAYLIST_} in the partition key
   * @param playlistName its name
   * @param playlistTracks its entries, each a track's key as Tempest writes it ({@code ALBUM_1/0000000000000001})
   * @param playlistVersion Tempest's counter of the playlist's changes
   */
  @Entity(service = "tempestlibrary", name = "playlistInfo", typeAttribute = "", versionAttribute = "",
      sharesKeysWith = "albumInfo", unescapedKeys = true)
  @Pk(template = "PLAYLIST_${playlistId}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  record PlaylistInfo(String playlistId, @Attribute(name = "playlist_name") String playlistName,
      @Attribute(name = "playlist_tracks") List<String> playlistTracks,
      @Attribute(name = "playlist_version") Long playlistVersion) {}
}
