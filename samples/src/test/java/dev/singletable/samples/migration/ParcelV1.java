package dev.singletable.samples.migration;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A stored parcel as version 1 kept it, keyed by native binary: no content type. */
@EarlierVersion(version = 1)
@Pk(template = "${store}", type = KeyType.BINARY)
@Sk(template = "${digest}", type = KeyType.BINARY)
public record ParcelV1(byte[] store, byte[] digest, int size) {}
