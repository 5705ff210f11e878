package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;

@Entity(service = "votes")
@Pk(template = "VOTES#${contestant}#${shard}")
public record ShardCount(String contestant,
    @Shard(1) int shard) {}
