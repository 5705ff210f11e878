package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}")
@Gsi(index = "email-index", pk = "EMAIL#${email}")
public record InvalidIndexName(String id, String email) {}
