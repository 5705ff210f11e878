package dev.singletable.samples.rolling;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Unique;

/** Version 2 of a handle, as the old deployment writes it. */
@Entity(service = "handlesOld", name = "handle", version = 2)
@Pk(template = "HANDLE#${id}")
public record OldHandle(String id, @Unique String nick) {}
