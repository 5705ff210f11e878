package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "CART#${cartId}")
record Cart(String cartId) {}

@Entity(service = "shop")
@Pk(template = "WISH#${wishId}")
record Wish(String id) {}
