package dev.singletable.samples.adopted;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Unique;

/**
 * A user of seed 001's "Unique Field" pattern as it is stored: {@code PK = SK = USER#<username>},
 * {@code Username}, {@code FirstName}, no type or version attribute (the user owns the items whose
 * keys decode as {@code USER#...}). The user name is unique by the key itself; each e-mail address
 * is claimed by a guard item {@code USEREMAIL#<email>} in both keys, written in the same
 * transaction.
 *
 * @param username the user name, also the key
 * @param firstName the first name
 * @param email the e-mail address, unique among users
 */
@Entity(service = "legacyUsers", name = "user", typeAttribute = "", versionAttribute = "")
@Pk(template = "USER#${username}", field = "PK")
@Sk(template = "USER#${username}", field = "SK")
public record LegacyUser(
    @Attribute(name = "Username") String username,
    @Attribute(name = "FirstName") String firstName,
    @Attribute(name = "Email") @Unique(template = "USEREMAIL#${email}") String email) {}
