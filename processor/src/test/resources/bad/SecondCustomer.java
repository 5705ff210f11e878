package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop", name = "customer")
@Pk(template = "CLIENT#${id}")
public record SecondCustomer(String id) {}
