package dev.singletable.samples.indexes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A review of an article, sharing the tag index with articles: the index stores the included
 * components of both entities.
 */
@Entity(service = "catalog")
@Pk(template = "ARTICLE#${articleId}")
@Sk(template = "REVIEW#${reviewer}")
@Gsi(index = "gsi2", name = "byTag", pk = "TAG#${tag}", sk = "REVIEW#${reviewer}",
    projection = IndexProjection.INCLUDE, include = {"stars"})
public record Review(String articleId, String reviewer, String tag, int stars, String text) {}
