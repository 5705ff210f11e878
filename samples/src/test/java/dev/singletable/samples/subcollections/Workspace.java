package dev.singletable.samples.subcollections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** The head of a workspace's partition, {@code WS#w / #WORKSPACE}. */
@Entity(service = "workspaces", name = "workspace")
@Pk(template = "WS#${workspaceId}", collection = "workspace")
@Sk(template = "#WORKSPACE")
public record Workspace(String workspaceId, String name) {}
