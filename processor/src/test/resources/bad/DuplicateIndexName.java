package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}")
@Gsi(index = "gsi1", name = "byContact", pk = "EMAIL#${email}")
@Gsi(index = "gsi2", name = "byContact", pk = "PHONE#${phone}")
public record DuplicateIndexName(String id, String email, String phone) {}
