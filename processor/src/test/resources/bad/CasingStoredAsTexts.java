package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.StoredAs;

// The stored texts "open" and "OPEN" differ only in case: the upper-cased index key holds "OPEN" for both.
@Entity(service = "tickets", name = "ticket")
@Pk(template = "TICKET#${ticketId}")
@Gsi(index = "gsi1", name = "byState", pk = "STATE#${state}",
    pkCasing = KeyCasing.UPPER)
public record CasingStoredAsTexts(String ticketId, CasingStoredAsTexts.State state) {
  public enum State {
    @StoredAs("open") OPEN,
    @StoredAs("OPEN") REOPENED,
    @StoredAs("closed") CLOSED
  }
}
