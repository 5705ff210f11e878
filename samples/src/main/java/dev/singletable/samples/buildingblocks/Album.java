package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** An album of a user's photos, {@code <user> / ALBUM#<album>}, in the tenant's partition. */
@Entity(service = "photos", name = "album")
@Pk(template = "${userId}", field = "PK", collection = "tenant")
@Sk(template = "ALBUM#${albumId}", field = "SK")
public record Album(String userId, String albumId, String title) {}
