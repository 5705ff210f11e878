package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class TypeValueTaken {
  private TypeValueTaken() {}

  @Entity(service = "shop", name = "order", typeAttribute = "TYPE", typeValue = "ORDER")
  @Pk(template = "CUSTOMER#${customerId}", field = "PK")
  @Sk(template = "ORDER#${orderId}", field = "SK")
  record Order(String customerId, String orderId) {}

  @Entity(service = "shop", name = "archivedOrder", typeAttribute = "TYPE",
      typeValue = "ORDER")
  @Pk(template = "ARCHIVE#${customerId}", field = "PK")
  @Sk(template = "ORDER#${orderId}", field = "SK")
  record ArchivedOrder(String customerId, String orderId) {}
}
