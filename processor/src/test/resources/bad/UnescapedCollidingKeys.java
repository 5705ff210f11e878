package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class UnescapedCollidingKeys {
  private UnescapedCollidingKeys() {}

  @Entity(service = "shop", name = "order")
  @Pk(template = "CUSTOMER#${customerId}")
  @Sk(template = "ORDER#${orderId}#LINE")
  record Order(String customerId, String orderId) {}

  // Unescaped, "ORDER#${note}" renders ORDER#1#LINE for note "1#LINE", which Order renders for orderId "1";
  // escaped it would render ORDER#1\#LINE.
  @Entity(service = "shop", name = "note", unescapedKeys = true)
  @Pk(template = "CUSTOMER#${customerId}")
  @Sk(template = "ORDER#${note}")
  record Note(String customerId, String note) {}
}
