package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "library")
@Pk(template = "BOOK#${isbn}",
    name = "byAuthor")
@Sk(template = "#COPY#${copy}")
@Gsi(index = "gsi1", name = "byAuthor", pk = "AUTHOR#${author}", sk = "#BOOK#${isbn}")
public record TableIndexNameTaken(String isbn, String copy, String author) {}
