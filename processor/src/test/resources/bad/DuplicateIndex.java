package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}")
@Gsi(index = "gsi1", name = "byEmail", pk = "EMAIL#${email}")
@Gsi(index = "gsi1", name = "byPhone", pk = "PHONE#${phone}")
public record DuplicateIndex(String id, String email, String phone) {}
