package dev.singletable.samples.grid;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An issue of a project: {@code issue-020e} / {@code project-35e9}, and in the overloaded index
 * under its project, sorted by number ({@code 000001}).
 */
@Entity(service = "grid", name = "issue")
@Pk(template = "issue-${issueId}", field = "entityId", collection = "issue")
@Sk(template = "project-${projectId}", field = "relatedId")
@Gsi(index = "gsi1", name = "byProject", pk = "project-${projectId}", sk = "${num}", pkField = "gsi1pk",
    skField = "sortString")
public record Issue(String issueId, String projectId, @Padded(6) int num, String name, String state) {}
