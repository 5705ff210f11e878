package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "events")
@Pk(template = "AGGREGATE#${aggregateId}")
@Sk(template = "EVENT#${seqNo}")
public record UnknownPlaceholder(String aggregateId, @Padded(12) long seqNum, String eventType) {}
