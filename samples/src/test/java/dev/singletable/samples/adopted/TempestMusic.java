package dev.singletable.samples.adopted;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.LocalDate;

/**
 * Tempest's music library as Tempest stores it, each value once: the album token is the attribute
 * {@code partition_key} itself, the genre the attribute {@code genre_name}, which is also the
 * partition key of {@code genre_album_index}, the track title {@code track_title}, the sort key of
 * the local index {@code album_track_title_index}.
 */
final class TempestMusic {
  private TempestMusic() {}

  /**
   * An album's info item: {@code partition_key} the album token, {@code sort_key} {@code INFO_}.
   *
   * @param albumToken the album, the partition key
   * @param albumTitle its title
   * @param artistName its artist, the partition key of {@code artist_album_index}
   * @param releaseDate when it came out
   * @param genreName its genre, the partition key of {@code genre_album_index}
   */
  @Entity(service = "tempestmusic", name = "albumInfo", typeAttribute = "", versionAttribute = "")
  @Pk(template = "${albumToken}", field = "partition_key")
  @Sk(template = "INFO_", field = "sort_key")
  @Gsi(index = "genre_album_index", name = "byGenre", pk = "${genreName}", pkField = "genre_name",
      sk = "${albumToken}", skField = "partition_key")
  @Gsi(index = "artist_album_index", name = "byArtist", pkAttributes = "artistName", skAttributes = "albumToken")
  record AlbumInfo(@Attribute(name = "partition_key") String albumToken,
      @Attribute(name = "album_title") String albumTitle, @Attribute(name = "artist_name") String artistName,
      @Attribute(name = "release_date") LocalDate releaseDate, @Attribute(name = "genre_name") String genreName) {}

  /**
   * A track: {@code partition_key} the album token, {@code sort_key} {@code TRACK_} and the track
   * number in 16 hex digits.
   *
   * @param albumToken the album, the partition key
   * @param trackToken the track number in hex, in the sort key
   * @param trackTitle the title, the local index's sort key
   * @param runLength how long it runs, as Tempest's {@code Duration} text
   */
  @Entity(service = "tempestmusic", name = "albumTrack", typeAttribute = "", versionAttribute = "")
  @Pk(template = "${albumToken}", field = "partition_key")
  @Sk(template = "TRACK_${trackToken}", field = "sort_key")
  @Lsi(index = "album_track_title_index", name = "byTitle", sk = "${trackTitle}", skField = "track_title")
  record AlbumTrack(@Attribute(name = "partition_key") String albumToken, String trackToken,
      @Attribute(name = "track_title") String trackTitle, @Attribute(name = "run_length") String runLength) {}
}
