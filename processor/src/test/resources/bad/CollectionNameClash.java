package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class CollectionNameClash {
  private CollectionNameClash() {}

  @Entity(service = "shop", name = "order")
  @Pk(template = "CUSTOMER#${customerId}", collection = "Parse")
  @Sk(template = "ORDER#${orderId}")
  record Order(String customerId, String orderId) {}
}
