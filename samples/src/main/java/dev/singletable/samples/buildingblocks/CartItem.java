package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A product in a user's shopping cart, seed 003's composite sort key: {@code PK} is the user's id,
 * {@code SK} is {@code CART#ACTIVE#<item>} or {@code CART#SAVED#<item>}. The whole cart (active
 * and saved for later) is the sort-key prefix {@code CART#}, the checkout's active cart the prefix
 * {@code CART#ACTIVE#}; the user's {@link WishlistItem}s, under {@code WISHLIST#}, are outside both
 * key conditions and never read by them.
 */
@Entity(service = "cart", name = "cartItem")
@Pk(template = "${userId}", field = "PK")
@Sk(template = "CART#${state}#${itemId}", field = "SK")
public record CartItem(String userId, State state, String itemId, int quantity) {
  /** Where the item sits in the cart. */
  public enum State {
    /** In the cart to check out. */
    ACTIVE,
    /** Saved for later: shown with the cart, not bought at checkout. */
    SAVED
  }
}
