package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}")
@Gsi(index = "gsi1", pk = "", sk = "EMAIL#${email}")
public record MissingIndexPk(String id, String email) {}
