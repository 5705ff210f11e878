package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class CollidingKeys {
  private CollidingKeys() {}

  @Entity(service = "shop", name = "order")
  @Pk(template = "CUSTOMER#${customerId}")
  @Sk(template = "ORDER#${orderId}")
  record Order(String customerId, String orderId) {}

  // "ORDER#${number}" renders ORDER#00001 for number 1, which Order renders for orderId "00001".
  @Entity(service = "shop", name = "invoice")
  @Pk(template = "CUSTOMER#${customerId}")
  @Sk(template = "ORDER#${number}")
  record Invoice(String customerId, @dev.singletable.annotation.Padded(5) int number) {}
}
