package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "library")
@Pk(template = "BOOK#${isbn}",
    name = "copies-of-book")
@Sk(template = "#COPY#${copy}")
public record TableIndexNameInvalid(String isbn, String copy) {}
