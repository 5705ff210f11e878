package good;

import dev.singletable.runtime.Table;
import java.time.Instant;
import java.util.List;

class LedgerQueries {
  static List<Ledger> recent(Table table) {
    return LedgerEntity.of(table).query().byTime("acct-1").atGt(Instant.EPOCH).consistent().list();
  }
}
