package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.CollectionModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.service.ServiceCollection;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.model.service.ServiceNames;
import java.util.List;
import java.util.Optional;

/**
 * Reports two names of a service's model that would give one generated member name ({@code
 * pull_request} and {@code pullRequest} both give {@code pullRequests()}), and a model name whose
 * member name the generated class already has ({@code @Pk(collection = "parse")}). Without this the
 * writers would rename one of them silently, and a caller could not tell which is which.
 */
final class NameChecks {
  private static final String SERVICE_CLASS = "the service class";

  private NameChecks() {}

  static void check(ServiceModel service, EntityModel entity, RuntimeSurface surface, Problems problems) {
    accessor(service, entity, surface, problems);
    for (IndexModel index : entity.collectionIndexes()) {
      CollectionModel collection = index.collection().orElseThrow();
      collectionMethod(service, entity, collection, surface, problems);
      subCollectionMethod(service, collection, surface, problems);
    }
  }

  private static void accessor(ServiceModel service, EntityModel entity, RuntimeSurface surface,
      Problems problems) {
    String accessor = ServiceNames.accessor(entity.name());
    Optional<String> taken = ServiceNames.serviceMembers(surface).contains(accessor)
        ? Optional.of("its own member")
        : service.entities().stream()
            .filter(other -> !other.name().equals(entity.name()) && ServiceNames.accessor(other.name()).equals(accessor))
            .map(other -> "entity \"" + other.name() + "\"")
            .findFirst()
            .or(() -> service.collections().keySet().stream()
                .filter(collection -> ServiceNames.collectionMethod(collection).equals(accessor))
                .map(collection -> "collection \"" + collection + "\"")
                .findFirst());
    taken.ifPresent(owner -> problems.report(Message.SERVICE_NAME_CLASH, entity.namePosition(), "entity name",
        entity.name(), accessor, SERVICE_CLASS, SERVICE_CLASS, owner));
  }

  private static void collectionMethod(ServiceModel service, EntityModel entity, CollectionModel collection,
      RuntimeSurface surface, Problems problems) {
    String method = ServiceNames.collectionMethod(collection.name());
    Optional<String> taken = ServiceNames.serviceMembers(surface).contains(method)
        ? Optional.of("its own member")
        : service.collections().keySet().stream()
            .filter(other -> !other.equals(collection.name()) && ServiceNames.collectionMethod(other).equals(method))
            .map(other -> "collection \"" + other + "\"")
            .findFirst()
            .or(() -> service.entities().stream()
                .filter(other -> ServiceNames.accessor(other.name()).equals(method))
                .map(other -> "entity \"" + other.name() + "\"")
                .findFirst());
    taken.ifPresent(owner -> problems.report(Message.SERVICE_NAME_CLASH, collection.position(), "collection",
        collection.name(), method, SERVICE_CLASS, SERVICE_CLASS, owner));
  }

  private static void subCollectionMethod(ServiceModel service, CollectionModel collection, RuntimeSurface surface,
      Problems problems) {
    if (collection.subCollection().isEmpty()) {
      return;
    }
    // The service holds the entities checked before this one, so a collection may not be in it yet.
    ServiceCollection whole = service.collections().getOrDefault(collection.name(),
        new ServiceCollection(collection.name(), List.of()));
    String method = ServiceNames.subCollectionMethod(collection.subCollection());
    Optional<String> taken = surface.collectionQuery().contains(method)
        ? Optional.of("its own member")
        : whole.subCollections().keySet().stream()
            .filter(other -> !other.equals(collection.subCollection())
                && ServiceNames.subCollectionMethod(other).equals(method))
            .map(other -> "sub-collection \"" + other + "\"")
            .findFirst()
            .or(() -> whole.members().stream()
                .filter(member -> member.index().sk().isPresent()
                    && (ServiceNames.fromMember(member.entity().name()).equals(method)
                        || ServiceNames.upToMember(member.entity().name()).equals(method)))
                .map(member -> "the range steps of entity \"" + member.entity().name() + "\"")
                .findFirst());
    taken.ifPresent(owner -> problems.report(Message.SERVICE_NAME_CLASH, collection.subCollectionPosition(),
        "sub-collection", collection.subCollection(), method, "the query of collection \"" + collection.name() + "\"",
        "that query", owner));
  }
}
