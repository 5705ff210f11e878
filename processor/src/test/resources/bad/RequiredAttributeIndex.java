package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
@Gsi(index = "byRegion", pkAttributes = {"region"}, required = true)
public record RequiredAttributeIndex(String orderId, String region) {}
