package dev.singletable.samples.indexes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;
import dev.singletable.annotation.Sk;
import java.time.Instant;
import java.util.List;

/**
 * An article, indexed by author into a keys-only index and by tag into an index that stores its
 * title and views besides the keys: queries of those indexes return projection records. The table
 * is billed with provisioned capacity, the author index with its own.
 */
@Entity(service = "catalog")
@Provisioned(read = 5, write = 4)
@Pk(template = "ARTICLE#${id}")
@Sk(template = "#META")
@Gsi(index = "gsi1", name = "byAuthor", pk = "AUTHOR#${author}", sk = "AT#${publishedAt}",
    projection = IndexProjection.KEYS_ONLY, readCapacity = 2, writeCapacity = 1)
@Gsi(index = "gsi2", name = "byTag", pk = "TAG#${tag}", sk = "ARTICLE#${rank}",
    projection = IndexProjection.INCLUDE, include = {"title", "views"})
public record Article(String id, String author, Instant publishedAt, String tag, @Padded(6) long rank,
    String title, int views, String body, List<String> notes) {}
