package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.TableOptions;

@Entity(service = "optioned")
@Pk(template = "A#${id}")
@Sk(template = "#A")
@Gsi(index = "gsi1", pk = "B#${id}",
    warmWriteUnitsPerSecond = -3)
@TableOptions(maxReadRequestUnits = 100,
    warmReadUnitsPerSecond = 0)
public record ThroughputUnits(String id) {}
