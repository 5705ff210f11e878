package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Two entities of one service whose primary keys can render the same key do not compile. */
class KeyCollisionTest {

  @Test
  void sortKeysThatCanRenderAlikeAreAnErrorAtTheLaterTemplate() {
    Compilation compilation = Sources.assertErrorAt("CollidingKeys",
        "[SingleTableKeyCollision] the primary key of bad.CollidingKeys.Invoice (pk = \"CUSTOMER#${customerId}\","
            + " sk = \"ORDER#${number}\") can render the same key as that of entity \"order\"",
        "@Sk(template = \"ORDER#${number}\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void sharingKeysWithoutATypeAttributeToTellTheItemsApartIsAnErrorAtTheAcknowledgment() {
    Sources.assertErrorAt("SharedKeysWithoutType",
        "[SingleTableSharedKeys] bad.SharedKeysWithoutType.Album names \"playlist\" in sharesKeysWith, but no type"
            + " attribute tells their items apart",
        "sharesKeysWith = \"playlist\"");
  }

  @Test
  void sharingKeysWithAnEntityTheServiceDoesNotHaveIsAnError() {
    Compilation compilation = Sources.assertErrorAt("SharedKeysUnknown",
        "[SingleTableSharedKeys] bad.SharedKeysUnknown names \"playlists\" in sharesKeysWith, which is no entity of"
            + " service \"music\"",
        "sharesKeysWith = \"playlists\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void sharingKeysNamedOnOneSideOnlyIsAnErrorAtTheAcknowledgment() {
    Sources.assertErrorAt("SharedKeysOneSided",
        "[SingleTableSharedKeys] bad.SharedKeysOneSided.Album names \"playlist\" in sharesKeysWith, but"
            + " bad.SharedKeysOneSided.Playlist does not name \"album\" in its sharesKeysWith",
        "sharesKeysWith = \"playlist\"");
  }

  @Test
  void entitiesWhoseSortKeysDifferInConstantTextOrShapeCompile() {
    JavaFileObject source = Sources.good("SeparateKeys");
    assertThat(Sources.compile(source)).succeeded();
  }
}
