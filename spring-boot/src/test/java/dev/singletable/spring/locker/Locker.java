package dev.singletable.spring.locker;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.TableOptions;

/** A locker, in a provisioned table protected against deletion. */
@Entity(service = "lockers", name = "locker")
@Pk(template = "LOCKER#${id}")
@Sk(template = "#LOCKER")
@Gsi(index = "gsi1", name = "bySite", pk = "SITE#${site}")
@Provisioned(read = 5, write = 5)
@TableOptions(deletionProtection = true)
public record Locker(String id, String site) {}
