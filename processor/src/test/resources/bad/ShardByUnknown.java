package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;

@Entity(service = "logs")
@Pk(template = "${date}_${shard}")
public record ShardByUnknown(String date, @Shard(value = 4, by = "ordreId") int shard, String orderId) {}
