package com.example.catalog;

final class CollectionFilterOfAnotherCollection {
  private CollectionFilterOfAnotherCollection() {}

  static void filter(CatalogService catalog) {
    catalog.titles("The Hobbit").filter(CatalogService.WorksQuery.whereVolume(VolumeEntity.PAGES.gt(400))).list();
  }
}
