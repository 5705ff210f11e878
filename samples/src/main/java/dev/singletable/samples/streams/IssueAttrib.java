package dev.singletable.samples.streams;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A row of seed 002's Issue Attrib Index table: per custom field, the issues that have it, sorted
 * by value and then by issue number ({@code 2023-05-01#000001}, {@code 000042#000003}). Only the
 * stream handler writes it.
 */
@Entity(service = "issueAttribIndex", name = "issueAttrib")
@Pk(template = "${attribId}", field = "Attrib Id")
@Sk(template = "${value}#${num}", field = "Sort String")
public record IssueAttrib(
    String attribId,
    String value,
    @Padded(6) int num,
    @Attribute(name = "Issue Id") String issueId) {}
