package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class CollectionMismatch {
  private CollectionMismatch() {}

  @Entity(service = "shop", name = "customer")
  @Pk(template = "CUSTOMER#${customerId}", collection = "customer")
  @Sk(template = "#PROFILE")
  record Customer(String customerId, String name) {}

  @Entity(service = "shop", name = "order")
  @Pk(collection = "customer", template = "CUSTOMER#${customerId}")
  @Sk(template = "ORDER#${orderId}")
  record Order(@Padded(8) long customerId, String orderId) {}
}
