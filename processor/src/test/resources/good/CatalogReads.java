package com.example.catalog;

import dev.singletable.runtime.collection.CollectionFilter;
import java.util.List;

/** One method for the results of both collections, and a typed filter across two members. */
final class CatalogReads {
  private CatalogReads() {}

  static int count(CatalogService.SubjectsAndVolumes items) {
    return items.volumes().size() + items.subjects().size() + items.invalidItems().size();
  }

  static int both(CatalogService catalog) {
    CollectionFilter<CatalogService.WorksCollection> filter = CatalogService.WorksQuery.whereVolume(VolumeEntity.PAGES.gt(400))
        .or(CatalogService.WorksQuery.whereSubject(SubjectEntity.SUBJECT.eq("MYTH")).not());
    List<Volume> volumes = catalog.works("tolkien").filter(filter).list().volumes();
    return count(catalog.works("tolkien").filter(filter).list()) + count(catalog.titles("The Hobbit").list())
        + volumes.size();
  }
}
