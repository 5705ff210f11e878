package dev.singletable.samples.adopted;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A tenant's site, stored without escapes as another tool writes it: the tenant ends the primary
 * key (so it may hold {@code #}) but not the sparse region index's partition key, which is written
 * only once the site has a region.
 *
 * @param tenant the tenant
 * @param region the region; null until the site is placed, and then outside the index
 * @param name the site's name
 */
@Entity(service = "regions", name = "site", unescapedKeys = true)
@Pk(template = "SITE#${tenant}")
@Sk(template = "#SITE")
@Gsi(index = "gsi1", name = "byRegion", pk = "TENANT#${tenant}#REGION#${region}", sk = "#SITE")
record RegionalSite(String tenant, String region, String name) {}
