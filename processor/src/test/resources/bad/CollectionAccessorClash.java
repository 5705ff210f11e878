package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class CollectionAccessorClash {
  private CollectionAccessorClash() {}

  @Entity(service = "shop", name = "lineItem")
  @Pk(template = "ORDER#${orderId}")
  @Sk(template = "LINE#${lineId}")
  record LineItem(String orderId, String lineId) {}

  @Entity(service = "shop", name = "order")
  @Pk(template = "CUSTOMER#${customerId}", collection = "line_items")
  @Sk(template = "ORDER#${orderId}")
  record Order(String customerId, String orderId) {}
}
