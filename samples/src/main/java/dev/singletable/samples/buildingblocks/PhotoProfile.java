package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A user's profile on the photo site, {@code <user> / PROFILE}: one per tenant. */
@Entity(service = "photos", name = "profile")
@Pk(template = "${userId}", field = "PK", collection = "tenant")
@Sk(template = "PROFILE", field = "SK")
public record PhotoProfile(String userId, String displayName) {}
