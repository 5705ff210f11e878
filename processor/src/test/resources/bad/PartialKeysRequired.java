package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

// partialKeys writes a copy without a member under $library#memberid_; required refuses to write it.
@Entity(service = "library", name = "copy")
@Pk(template = "$library#isbn_${isbn}")
@Sk(template = "$copy_1#copyid_${copyId}")
@Gsi(index = "gsi1", name = "loans", pk = "$library#memberid_${memberId}", partialKeys = true, required = true)
public record PartialKeysRequired(String isbn, String copyId, String memberId) {}
