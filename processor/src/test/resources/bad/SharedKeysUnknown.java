package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "music", name = "album", typeAttribute = "item_type", sharesKeysWith = "playlists")
@Pk(template = "${token}", field = "partition_key")
@Sk(template = "INFO_", field = "sort_key")
public record SharedKeysUnknown(String token, String title) {}
