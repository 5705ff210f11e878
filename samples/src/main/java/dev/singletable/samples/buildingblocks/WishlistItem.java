package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A product on a user's wishlist, {@code <user> / WISHLIST#<item>}: in the cart's partition, but
 * outside the {@code CART#} prefix, so reads of the cart never touch it.
 */
@Entity(service = "cart", name = "wishlistItem")
@Pk(template = "${userId}", field = "PK")
@Sk(template = "WISHLIST#${itemId}", field = "SK")
public record WishlistItem(String userId, String itemId) {}
