package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "BOX#${id}")
public record GenericRecord<T>(String id, T content) {}
