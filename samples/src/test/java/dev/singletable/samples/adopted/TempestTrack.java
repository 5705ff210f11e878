package dev.singletable.samples.adopted;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A track of Tempest's music library as Tempest stores it: {@code partition_key} the album token
 * ({@code ALBUM_1}), {@code sort_key} {@code TRACK_} and the track number in 16 hex digits, the local
 * index {@code album_track_title_index} on {@code track_title}, no identity attributes. The title is
 * also stored under {@code title}, which this entity's writes add. Tempest writes its keys without
 * escapes ({@code TRACK_side_a_1} for token {@code side_a_1}), and so does this entity.
 *
 * @param albumToken the album, the partition key
 * @param trackToken the track number in hex, in the sort key
 * @param trackTitle the title, the local index's sort key
 * @param runLength how long it runs, as Tempest's {@code Duration} text
 */
@Entity(service = "musiclibrary", name = "albumTrack", typeAttribute = "", versionAttribute = "",
    unescapedKeys = true)
@Pk(template = "${albumToken}", field = "partition_key")
@Sk(template = "TRACK_${trackToken}", field = "sort_key")
@Lsi(index = "album_track_title_index", name = "byTitle", sk = "${trackTitle}", skField = "track_title")
public record TempestTrack(String albumToken, String trackToken, @Attribute(name = "title") String trackTitle,
    @Attribute(name = "run_length") String runLength) {}
