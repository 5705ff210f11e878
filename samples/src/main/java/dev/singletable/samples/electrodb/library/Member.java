package dev.singletable.samples.electrodb.library;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * ElectroDB's {@code member}: a library card holder, by id and, in collection {@code account} beside
 * the copies on loan to them, on index {@code gsi1pk-gsi1sk-index}.
 *
 * @param memberId the member
 * @param membershipStartDate when the membership started, as ElectroDB's string holds it
 * @param membershipEndDate when it ends
 * @param address where the member lives
 */
@Entity(service = "library", name = "member", typeAttribute = "__edb_e__", versionAttribute = "__edb_v__",
    versionAsString = true, unescapedKeys = true)
@Pk(template = "$library#memberid_${memberId}", casing = KeyCasing.LOWER)
@Sk(template = "$member_1")
@Gsi(index = "gsi1pk-gsi1sk-index", name = "card", pk = "$library#memberid_${memberId}", pkField = "gsi1pk",
    pkCasing = KeyCasing.LOWER, sk = "$account#member_1", skField = "gsi1sk", collection = "account")
public record Member(String memberId, String membershipStartDate, String membershipEndDate, Address address) {
  /**
   * A member's address, ElectroDB's {@code map} attribute.
   *
   * @param streetAddress the street and number
   * @param city the city
   * @param state the state
   * @param zip the postal code
   */
  public record Address(String streetAddress, String city, String state, String zip) {}
}
