package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyLayout;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

// ElectroDB's layout stores the entity's type in __edb_e__: ElectroDB would not read these items as its own.
@Entity(service = "library", name = "author", layout = KeyLayout.ELECTRODB,
    typeAttribute = "__entity")
@Pk(template = "${authorLastName}")
@Sk(template = "${authorFirstName}")
public record ElectroDbLayoutIdentity(String authorLastName, String authorFirstName) {}
