package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

// Folded to lower case, Level.HIGH and Level.High both render "high": one key for two records.
@Entity(service = "alerts", name = "alert")
@Pk(template = "ALERT#${alertId}")
@Sk(template = "LEVEL#${level}",
    casing = KeyCasing.LOWER)
public record CasingEnumConstants(String alertId, CasingEnumConstants.Level level) {
  public enum Level { LOW, HIGH, High }
}
