package com.example.workspaces;

/** A cursor keeps the collection query's type, so a sub-collection step may follow; consistent reads of the table. */
final class WorkspacesQueries {
  private WorkspacesQueries() {}

  static WorkspacesService.OwnedCollection board(WorkspacesService service, String cursor) {
    return service.owned("ada").startAfter(cursor).limit(10).board().list();
  }

  static WorkspacesService.WorkspaceCollection project(WorkspacesService service, String cursor) {
    return service.workspace("w").limit(5).consistent().startAfter(cursor).project("p1").consistent().list();
  }
}
