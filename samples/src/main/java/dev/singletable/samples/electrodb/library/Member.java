package dev.singletable.samples.electrodb.library;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyLayout;
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
@Entity(service = "library", name = "member", layout = KeyLayout.ELECTRODB)
@Pk(template = "${memberId}")
@Sk(template = "")
@Gsi(index = "gsi1pk-gsi1sk-index", name = "card", pk = "${memberId}", pkField = "gsi1pk", skField = "gsi1sk",
    collection = "account")
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
