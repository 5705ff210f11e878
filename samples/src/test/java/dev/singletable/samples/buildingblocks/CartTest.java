package dev.singletable.samples.buildingblocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.QueryRecorder;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.buildingblocks.CartItem.State;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Seed 003's composite sort key: a user's cart and wishlist share a partition, the
 * whole cart is read by the key condition {@code begins_with(SK, "CART#")} and the checkout's
 * active cart by {@code begins_with(SK, "CART#ACTIVE#")}, so DynamoDB reads no item outside them.
 */
class CartTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private record Cart(CartService service, Table table, QueryRecorder queries) {}

  private static Cart cart(SampleEngine engine) {
    QueryRecorder queries = new QueryRecorder();
    Table table = Engines.newTable(engine, "cart", CartItemEntity.SCHEMA, WishlistItemEntity.SCHEMA)
        .withListener(queries);
    CartService cart = CartService.of(table);
    cart.cartItems().put(new CartItem("12345", State.ACTIVE, "B0001", 1)).execute();
    cart.cartItems().put(new CartItem("12345", State.ACTIVE, "B0002", 2)).execute();
    cart.cartItems().put(new CartItem("12345", State.SAVED, "B0003", 1)).execute();
    cart.wishlistItems().put(new WishlistItem("12345", "B0004")).execute();
    cart.wishlistItems().put(new WishlistItem("12345", "B0005")).execute();
    cart.cartItems().put(new CartItem("67890", State.ACTIVE, "B0001", 1)).execute();
    return new Cart(cart, table, queries);
  }

  private static List<String> items(List<CartItem> items) {
    return items.stream().map(item -> item.state() + " " + item.itemId()).toList();
  }

  /** The only Query sent since the last clear, run again on the raw client: how many items it read. */
  private static int itemsRead(Cart cart, String prefix) {
    QueryRequest request = cart.queries().single();
    assertTrue(request.keyConditionExpression().contains("begins_with"), request.keyConditionExpression());
    assertTrue(request.expressionAttributeValues().containsValue(AttributeValue.fromS(prefix)),
        request.expressionAttributeValues().toString());
    return cart.table().client().query(request).scannedCount();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storedKeysAreTheUserAndTheCompositeSortKey(SampleEngine engine) {
    Cart cart = cart(engine);
    assertEquals(RawItems.rows(
            List.of("12345", "CART#ACTIVE#B0001"), List.of("12345", "CART#ACTIVE#B0002"),
            List.of("12345", "CART#SAVED#B0003"), List.of("12345", "WISHLIST#B0004"),
            List.of("12345", "WISHLIST#B0005"), List.of("67890", "CART#ACTIVE#B0001")),
        RawItems.keyRows(cart.table(), "PK", "SK"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void wholeCartIsActiveAndSavedItemsAndReadsNoWishlistItem(SampleEngine engine) {
    Cart cart = cart(engine);
    cart.queries().clear();
    assertEquals(List.of("ACTIVE B0001", "ACTIVE B0002", "SAVED B0003"),
        items(cart.service().cartItems().query().primary("12345").list()));
    assertEquals(3, itemsRead(cart, "CART#"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void checkoutReadsOnlyTheActiveCart(SampleEngine engine) {
    Cart cart = cart(engine);
    cart.queries().clear();
    assertEquals(List.of("ACTIVE B0001", "ACTIVE B0002"),
        items(cart.service().cartItems().query().primary("12345").state(State.ACTIVE).list()));
    assertEquals(2, itemsRead(cart, "CART#ACTIVE#"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void savedForLaterReadsOnlyTheSavedItems(SampleEngine engine) {
    Cart cart = cart(engine);
    cart.queries().clear();
    assertEquals(List.of("SAVED B0003"),
        items(cart.service().cartItems().query().primary("12345").state(State.SAVED).list()));
    assertEquals(1, itemsRead(cart, "CART#SAVED#"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void wishlistIsReadByItsOwnPrefix(SampleEngine engine) {
    Cart cart = cart(engine);
    cart.queries().clear();
    assertEquals(List.of("B0004", "B0005"),
        cart.service().wishlistItems().query().primary("12345").list().stream().map(WishlistItem::itemId).toList());
    assertEquals(2, itemsRead(cart, "WISHLIST#"));
  }
}
