package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.Date;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${customerId}")
@Sk(template = "ORDER#${orderNo}")
public record ManyProblems(
    String id,
    @Padded(5) String orderId,
    Date placedAt) {}
