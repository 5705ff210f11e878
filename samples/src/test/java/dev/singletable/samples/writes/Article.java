package dev.singletable.samples.writes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import java.util.Locale;

/**
 * An article whose slug is derived from its title in the compact constructor: every record has the
 * slug of its title, whatever slug it was given.
 */
@Entity(service = "derived", name = "article")
@Pk(template = "ARTICLE#${id}")
@Gsi(index = "gsi1", name = "bySlug", pk = "SLUG#${slug}")
public record Article(String id, String title, String slug) {
  /** Derives the slug from the title. */
  public Article {
    slug = title == null ? null : title.toLowerCase(Locale.ROOT).replace(' ', '-');
  }
}
