package dev.singletable.samples.subcollections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A project of a workspace, {@code WS#w / PROJECT#p1#HEAD}: it sorts before the project's tasks. */
@Entity(service = "workspaces", name = "project")
@Pk(template = "WS#${workspaceId}", collection = "workspace", subCollection = "project")
@Sk(template = "PROJECT#${projectId}#HEAD")
public record Project(String workspaceId, String projectId, String title) {}
