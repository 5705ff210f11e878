package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** The {@code @Entity} identity options and {@code @Unique} guard templates: each fault at its annotation value. */
class IdentityErrorsTest {

  @Test
  void typeValueWithoutTypeAttributeIsAnErrorAtTheValue() {
    Compilation compilation = Sources.assertErrorAt("IdentityValueWithoutAttribute",
        "[SingleTableIdentity] typeValue \"ORDER\" of IdentityValueWithoutAttribute has no attribute to be stored in",
        "typeValue = \"ORDER\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void versionAsStringWithoutVersionAttributeIsAnErrorAtTheValue() {
    Compilation compilation = Sources.assertErrorAt("VersionAsStringWithoutAttribute",
        "[SingleTableVersionAsString] versionAsString of VersionAsStringWithoutAttribute has no version attribute",
        "versionAsString = true");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void identityAttributesThatClashWithComponentsKeysOrEachOtherAreErrorsAtTheAnnotation() {
    Compilation compilation = Sources.assertErrorAt("TypeAttributeClash",
        "[SingleTableIdentityClash] the type attribute \"TYPE\" of Order is where component kind is stored",
        "typeAttribute = \"TYPE\", typeValue = \"ORDER\")");
    assertThat(compilation).hadErrorContaining(
        "[SingleTableIdentityClash] the version attribute \"SK\" of Customer is the key attribute of @Sk of Customer");
    assertThat(compilation).hadErrorContaining(
        "[SingleTableIdentityClash] the version attribute \"V\" of Question is its type attribute too");
    assertThat(compilation).hadErrorCount(3);
  }

  @Test
  void twoEntitiesWithOneTypeValueAreAnErrorAtTheValue() {
    Compilation compilation = Sources.assertErrorAt("TypeValueTaken",
        "[SingleTableIdentityTaken] ArchivedOrder stores TYPE = \"ORDER\" on its items, as entity \"order\"",
        "  typeValue = \"ORDER\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void entitiesWithoutTypeWhoseKeysCanCollideAreAnError() {
    Compilation compilation = Sources.assertErrorAt("KeyOwnedCollision",
        "[SingleTableKeyCollision] the primary key of bad.KeyOwnedCollision.Review",
        "@Sk(template = \"${reviewId}\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void uniqueTemplateMustNameItsComponent() {
    Compilation compilation = Sources.assertErrorAt("UniqueTemplateWrongPlaceholder",
        "[SingleTableUniqueTemplate] @Unique template \"USEREMAIL#${username}\" on component email must name"
            + " component email and nothing else",
        "@Unique(template = \"USEREMAIL#${username}\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void uniqueGuardThatCanBeAnItemKeyIsAnError() {
    Compilation compilation = Sources.assertErrorAt("UniqueGuardCollision",
        "[SingleTableUniqueGuardCollision] the guard items of @Unique component email of User (key \"USER#${email}\")"
            + " can have the key of user",
        "@Unique(template = \"USER#${email}\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void uniqueGuardsThatCanShareAKeyAreAnError() {
    Compilation compilation = Sources.assertErrorAt("UniqueGuardsCollide",
        "[SingleTableUniqueGuardCollision] the guard items of @Unique component username of User (key"
            + " \"UNIQUE#${username}\") can have the key of the guard items of user.email",
        "@Unique(template = \"UNIQUE#${username}\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void adoptedEntitiesCompileWithoutWarnings() {
    assertThat(Sources.compile(Sources.good("Adopted"))).succeededWithoutWarnings();
  }
}
