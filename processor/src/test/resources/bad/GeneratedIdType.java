package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.IdKind;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
public record GeneratedIdType(
    String orderId,
    @GeneratedId(IdKind.UUID_V7) long sequence) {}
