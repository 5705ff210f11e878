package dev.singletable.samples.indexes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/**
 * A click on a page, written to one of eight shards of the page's partition and of its campaign's
 * index partition, so that neither a busy page nor a busy campaign is a hot partition; each is read
 * as one time-ordered stream by its sharded query.
 */
@Entity(service = "clicks")
@Pk(template = "PAGE#${page}#${shard}")
@Sk(template = "AT#${at}#${visitor}")
@Gsi(index = "gsi1", name = "byCampaign", pk = "CAMPAIGN#${campaign}#${shard}", sk = "AT#${at}#${visitor}")
public record Click(String page, @Shard(8) int shard, Instant at, String visitor, String campaign) {}
