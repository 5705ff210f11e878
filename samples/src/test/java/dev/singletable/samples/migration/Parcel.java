package dev.singletable.samples.migration;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;

/** Version 2 of a parcel keyed by native binary (B): a content type, "application/octet-stream" for version 1 items. */
@Entity(service = "parcels", name = "parcel", version = 2, previous = ParcelV1.class)
@Pk(template = "${store}", type = KeyType.BINARY)
@Sk(template = "${digest}", type = KeyType.BINARY)
public record Parcel(byte[] store, byte[] digest, int size, String contentType) {
  @Upcast
  static Parcel from(ParcelV1 v1) {
    return new Parcel(v1.store(), v1.digest(), v1.size(), "application/octet-stream");
  }
}
