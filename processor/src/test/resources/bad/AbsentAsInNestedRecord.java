package bad;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
public record AbsentAsInNestedRecord(String orderId, Address address) {
  public record Address(String street, @AbsentAs("#") String city) {}
}
