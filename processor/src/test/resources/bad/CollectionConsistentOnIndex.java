package com.example.workspaces;

/** A strongly consistent read of a collection of a global secondary index, and a narrowing narrowed again. */
final class CollectionConsistentOnIndex {
  private CollectionConsistentOnIndex() {}

  static Object owned(WorkspacesService service) {
    return service.owned("ada").consistent().list();
  }

  static Object boardFromAProject(WorkspacesService service) {
    return service.owned("ada").fromProject("p1").board().list();
  }
}
