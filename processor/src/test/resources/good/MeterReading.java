package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;

@Entity(service = "meters")
@Pk(template = "READING#${id}")
@Provisioned(read = 7, write = 6)
public record MeterReading(String id, long value) {}
