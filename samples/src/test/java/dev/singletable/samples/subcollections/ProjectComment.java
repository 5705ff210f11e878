package dev.singletable.samples.subcollections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A comment on a project, {@code WS#w / PROJECT#p1#COMMENT#0001}: of the workspace collection, not of
 * the project sub-collection, although its sort key starts as the project's items' do.
 */
@Entity(service = "workspaces", name = "comment")
@Pk(template = "WS#${workspaceId}", collection = "workspace")
@Sk(template = "PROJECT#${projectId}#COMMENT#${commentId}")
public record ProjectComment(String workspaceId, String projectId, @Padded(4) int commentId, String text) {}
