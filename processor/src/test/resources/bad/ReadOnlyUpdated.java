package bad;

import dev.singletable.runtime.Table;
import java.time.LocalDate;

final class ReadOnlyUpdated {
  static void change(Table table) {
    ReadOnlyEmployeeEntity.of(table).update("e-1").set(ReadOnlyEmployeeEntity.BIRTHDAY, LocalDate.EPOCH).execute();
  }
}
