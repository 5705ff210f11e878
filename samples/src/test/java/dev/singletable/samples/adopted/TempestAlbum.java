package dev.singletable.samples.adopted;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * The info item of an album of Tempest's music library as Tempest stores it: {@code partition_key}
 * the album token, {@code sort_key} {@code INFO_}, no identity attributes, keys without escapes.
 *
 * @param albumToken the album, the partition key
 * @param albumTitle its title
 * @param artistName its artist
 */
@Entity(service = "musiclibrary", name = "albumInfo", typeAttribute = "", versionAttribute = "",
    unescapedKeys = true)
@Pk(template = "${albumToken}", field = "partition_key")
@Sk(template = "INFO_", field = "sort_key")
public record TempestAlbum(String albumToken, @Attribute(name = "album_title") String albumTitle,
    @Attribute(name = "artist_name") String artistName) {}
