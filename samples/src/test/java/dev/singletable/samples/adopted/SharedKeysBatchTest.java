package dev.singletable.samples.adopted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.samples.Engines;
import dev.singletable.samples.adopted.SharedInfoKeys.Album;
import dev.singletable.samples.adopted.SharedInfoKeys.Playlist;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A batch write carries no condition, so a batch put or delete of an entity that shares its key
 * layout with another could replace or delete the other's item at its key (an album over a
 * playlist): it is refused when added, on both sides, and nothing is sent.
 */
class SharedKeysBatchTest {
  private final Table table = Engines.newTable(Engines.http(), "musicinfo-batch", SharedInfoKeys_AlbumEntity.SCHEMA,
      SharedInfoKeys_PlaylistEntity.SCHEMA);
  private final MusicinfoService service = MusicinfoService.of(table);

  @Test
  void aBatchPutOfAnAlbumAtAPlaylistsKeyIsRefusedAndThePlaylistStays() {
    service.playlists().put(new Playlist("T1", "Running")).execute();

    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> service.batchWrite().put(SharedInfoKeys_AlbumEntity.SCHEMA, new Album("T1", "Overwritten")));

    assertTrue(refused.getMessage().startsWith("album shares its primary keys with playlist"), refused.getMessage());
    assertEquals(Optional.of(new Playlist("T1", "Running")), service.playlists().get("T1").execute());
  }

  @Test
  void batchPutsAndDeletesOfEitherSideAreRefused() {
    service.albums().put(new Album("T2", "Seasons")).execute();

    assertThrows(IllegalArgumentException.class,
        () -> BatchWrite.of(table).put(SharedInfoKeys_PlaylistEntity.SCHEMA, new Playlist("T2", "Mine")));
    assertThrows(IllegalArgumentException.class,
        () -> BatchWrite.of(table).delete(SharedInfoKeys_PlaylistEntity.SCHEMA, SharedInfoKeys_PlaylistEntity.key("T2")));
    assertThrows(IllegalArgumentException.class,
        () -> BatchWrite.of(table).delete(SharedInfoKeys_AlbumEntity.SCHEMA, SharedInfoKeys_AlbumEntity.key("T2")));

    assertEquals(Optional.of(new Album("T2", "Seasons")), service.albums().get("T2").execute());
  }
}
