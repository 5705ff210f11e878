package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop", versionAttribute = "", versionAsString = true)
@Pk(template = "ORDER#${id}")
public record VersionAsStringWithoutAttribute(String id) {}
