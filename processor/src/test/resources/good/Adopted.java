package com.example.adopted;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Unique;

/** Entities of tables written by other tools: a named type attribute, none at all, template guards. */
final class Adopted {
  private Adopted() {}

  @Entity(service = "adopted", name = "customer", typeAttribute = "TYPE", typeValue = "CUSTOMER", versionAttribute = "")
  @Pk(template = "CUSTOMER#${customerId}", field = "PK")
  @Sk(template = "CUSTOMER#${customerId}", field = "SK")
  record Customer(String customerId, String name) {}

  @Entity(service = "adopted", name = "order", typeAttribute = "TYPE", typeValue = "ORDER", versionAttribute = "")
  @Pk(template = "CUSTOMER#${customerId}", field = "PK")
  @Sk(template = "ORDER#${orderId}", field = "SK")
  record Order(String customerId, @Padded(5) int orderId) {}

  @Entity(service = "adopted", name = "purchase", typeAttribute = "", versionAttribute = "")
  @Pk(template = "BUYER#${buyer}", field = "PK")
  @Sk(template = "ON#${day}", field = "SK")
  record Purchase(String buyer, String day, String item) {}

  @Entity(service = "adopted", name = "user", typeAttribute = "TYPE", typeValue = "USER")
  @Pk(template = "USER#${username}", field = "PK")
  @Sk(template = "USER#${username}", field = "SK")
  record User(String username, @Unique(template = "USEREMAIL#${email}") String email) {}
}
