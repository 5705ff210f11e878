package dev.singletable.samples.electrodb.versioncontrol;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;
import java.util.Set;

/**
 * ElectroDB's {@code user}: its profile (collection {@code overview}), and the head of what the user
 * owns ({@code gsi1}, collection {@code owned}) and watches ({@code gsi3}, collection {@code watching}).
 *
 * @param username the user
 * @param fullName the user's name
 * @param photo the address of the user's photo
 * @param bio what the user says of themselves
 * @param location where the user is
 * @param following the users this one follows
 * @param followers the users who follow this one
 * @param createdAt when it was created, ISO-8601 text as ElectroDB's example writes it
 * @param updatedAt when it last changed, likewise
 */
@Entity(service = "versionControl", name = "user", typeAttribute = "__edb_e__", versionAttribute = "__edb_v__",
    versionAsString = true, unescapedKeys = true)
@Pk(template = "$version-control#username_${username}", name = "user", collection = "overview",
    casing = KeyCasing.LOWER)
@Sk(template = "$overview#user_1", casing = KeyCasing.LOWER)
@Gsi(index = "gsi1pk-gsi1sk-index", name = "owner", pk = "$version-control#username_${username}", pkField = "gsi1pk",
    pkCasing = KeyCasing.LOWER, sk = "$owned#user_1", skField = "gsi1sk", skCasing = KeyCasing.LOWER,
    collection = "owned")
@Gsi(index = "gsi3pk-gsi3sk-index", name = "subscriptions", pk = "$version-control#username_${username}",
    pkField = "gsi3pk", pkCasing = KeyCasing.LOWER, sk = "$watching#user_1", skField = "gsi3sk",
    skCasing = KeyCasing.LOWER, collection = "watching")
public record User(String username, String fullName, String photo, String bio, String location,
    Set<String> following, Set<String> followers,
    @CreatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant createdAt,
    @UpdatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant updatedAt) {}
