package dev.singletable.samples.rolling;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Unique;

/** Version 3 of a handle: a write of an entity with {@code @Unique} is a transaction with its guard items. */
@Entity(service = "handlesNew", name = "handle", version = 3)
@Pk(template = "HANDLE#${id}")
public record Handle(String id, @Unique String nick, String bio) {}
