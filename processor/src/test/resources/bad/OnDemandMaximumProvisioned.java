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
@Provisioned(read = 5, write = 5)
@TableOptions(deletionProtection = true,
    maxReadRequestUnits = 100)
public record OnDemandMaximumProvisioned(String id) {}
