package dev.singletable.samples.writes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Version;

/**
 * A support ticket, found by queue in priority order: an index of two components that change one at
 * a time (the priority is raised, the ticket moves queue) by writers that do not know the other. Its
 * {@code @Version} is what an update that reads the stored components is conditional on.
 */
@Entity(service = "support", name = "ticket")
@Pk(template = "TICKET#${ticketId}")
@Sk(template = "#TICKET")
@Gsi(index = "gsi1", name = "byQueue", pk = "QUEUE#${queue}", sk = "PRIORITY#${priority}#TICKET#${ticketId}")
public record Ticket(String ticketId, String queue, String priority, String title, @Version long version) {}
