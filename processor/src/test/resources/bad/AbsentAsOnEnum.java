package bad;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
public record AbsentAsOnEnum(String orderId,
    @AbsentAs("#") Status status) {
  public enum Status { OPEN, CLOSED }
}
