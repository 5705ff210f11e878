package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Sk;

@Entity(service = "votes")
@Pk(template = "VOTES#${contestant}")
@Sk(template = "SHARD#${shard}")
public record ShardNotInPartitionKey(String contestant, @Shard(20) int shard) {}
