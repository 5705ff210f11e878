package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A photo on seed 003's multi-tenant photo site: the user (the tenant) is the partition key, the
 * photo the sort key, and the item holds the URL the photo is hosted at. Every entity of a user
 * shares the partition and the {@code tenant} collection, so one query finds all of a tenant's data.
 */
@Entity(service = "photos", name = "photo")
@Pk(template = "${userId}", field = "PK", collection = "tenant")
@Sk(template = "PHOTO#${photoId}", field = "SK")
public record Photo(String userId, String photoId, @Attribute(name = "URL") String url) {}
