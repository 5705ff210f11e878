package bad;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class TypeAttributeClash {
  private TypeAttributeClash() {}

  // The component "kind" is stored as TYPE, the attribute that names the entity.
  @Entity(service = "shop", name = "order",
      typeAttribute = "TYPE", typeValue = "ORDER")
  @Pk(template = "CUSTOMER#${customerId}", field = "PK")
  @Sk(template = "ORDER#${orderId}", field = "SK")
  record Order(String customerId, String orderId, @Attribute(name = "TYPE") String kind) {}

  @Entity(service = "shop", name = "customer", typeAttribute = "TYPE", typeValue = "CUSTOMER",
      versionAttribute = "SK")
  @Pk(template = "CUSTOMER#${customerId}", field = "PK")
  @Sk(template = "CUSTOMER#${customerId}", field = "SK")
  record Customer(String customerId) {}

  @Entity(service = "shop", name = "question", typeAttribute = "V",
      versionAttribute = "V")
  @Pk(template = "QUESTION#${id}", field = "PK")
  @Sk(template = "QUESTION", field = "SK")
  record Question(String id) {}
}
