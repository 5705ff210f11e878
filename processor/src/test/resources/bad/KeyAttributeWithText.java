package bad;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "music")
@Pk(template = "ALBUM_${albumToken}", field = "partition_key")
@Sk(template = "INFO_", field = "sort_key")
public record KeyAttributeWithText(
    @Attribute(name = "partition_key") String albumToken,
    String title) {}
