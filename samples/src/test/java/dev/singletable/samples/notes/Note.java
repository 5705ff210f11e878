package dev.singletable.samples.notes;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A note of a customer, keyed by free text that ends the sort key ({@code NOTE#12}), so that only
 * equality tells note {@code 12} from note {@code 123}; its attributes have names DynamoDB reserves
 * ({@code status}) or that no expression could spell without placeholders ({@code a-b}, {@code #x}).
 */
@Entity(service = "notes", name = "note")
@Pk(template = "CUSTOMER#${customerId}")
@Sk(template = "NOTE#${noteId}")
public record Note(
    String customerId,
    String noteId,
    String status,
    @Attribute(name = "a-b") String dashed,
    @Attribute(name = "#x") String hashed,
    String text) {}
