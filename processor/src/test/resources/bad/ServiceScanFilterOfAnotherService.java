package com.example.shop;

import com.example.accounts.SessionEntity;
import com.example.accounts.SessionsService;
import dev.singletable.runtime.Table;

/** A filter of the shop's scan on an entity of another service: it would filter nothing, so it must not compile. */
final class ServiceScanFilterOfAnotherService {
  private ServiceScanFilterOfAnotherService() {}

  static long count(Table table) {
    return ShopService.of(table).scan()
        .filter(SessionsService.whereSession(SessionEntity.ACTIVE.exists()))
        .count();
  }
}
