package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.CollectionModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.service.ServiceCollection;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.model.service.SubCollection;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks the sub-collections an entity names: each narrows a collection, and its members' sort keys
 * start with the same components, which its generated step reads by.
 */
final class SubCollectionChecks {
  private SubCollectionChecks() {}

  /**
   * Reports a sub-collection named without a collection, or whose members share no leading component
   * once this entity joins them: the entity that breaks the shared part is the one reported.
   */
  static void check(ServiceModel service, EntityModel entity, Problems problems) {
    for (IndexModel index : entity.allIndexes()) {
      if (index.collection().isEmpty() || index.collection().get().subCollection().isEmpty()) {
        continue;
      }
      CollectionModel collection = index.collection().get();
      if (collection.name().isEmpty()) {
        problems.report(Message.SUB_COLLECTION_WITHOUT_COLLECTION, collection.subCollectionPosition(),
            entity.recordType().simpleName(), collection.subCollection(), describeIndex(index));
        continue;
      }
      // The service holds the entities read before this one: the sub-collection as this entity joins it.
      ServiceCollection members = service.with(entity).collections().get(collection.name());
      SubCollection subCollection = members == null ? null : members.subCollections().get(collection.subCollection());
      if (subCollection == null || subCollection.narrows()) {
        continue;
      }
      List<String> sortKeys = new ArrayList<>();
      for (ServiceCollection.Member member : subCollection.members()) {
        sortKeys.add(member.entity().name() + ": " + sortKey(member.index()));
      }
      problems.report(Message.SUB_COLLECTION_NOT_SHARED, collection.subCollectionPosition(),
          entity.recordType().simpleName(), collection.subCollection(), collection.name(), sortKey(index),
          String.join(", ", sortKeys));
    }
  }

  private static String sortKey(IndexModel index) {
    return index.sk().map(sk -> sk.field() + " = \"" + sk.template().text() + "\"").orElse("none");
  }

  private static String describeIndex(IndexModel index) {
    return index.isPrimary() ? "the table's primary index" : "index \"" + index.indexName() + "\"";
  }
}
