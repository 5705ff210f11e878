package com.example.catalog;

final class CollectionFilterOfAnotherEntity {
  private CollectionFilterOfAnotherEntity() {}

  static void filter(CatalogService catalog) {
    CatalogService.WorksQuery.whereVolume(SubjectEntity.SUBJECT.eq("MYTH"));
  }
}
