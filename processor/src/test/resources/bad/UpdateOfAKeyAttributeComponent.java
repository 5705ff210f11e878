package bad;

import dev.singletable.runtime.Table;
import good.KeyAttributes_EntryEntity;
import good.KeyAttributes_TrackEntity;
import java.math.BigDecimal;

final class UpdateOfAKeyAttributeComponent {
  static void moveAlbum(Table table) {
    KeyAttributes_TrackEntity.of(table).update("ALBUM_1", "T1").set(KeyAttributes_TrackEntity.ALBUM_TOKEN, "ALBUM_2");
  }

  static void changeAmount(Table table) {
    KeyAttributes_EntryEntity.of(table).update(1L, BigDecimal.ONE).set(KeyAttributes_EntryEntity.AMOUNT, BigDecimal.TEN);
  }
}
