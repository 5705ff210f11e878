package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Components the processor cannot store, each reported at the component or annotation at fault. */
class AttributeErrorsTest {

  @Test
  void paddedStringIsRefused() {
    Sources.assertErrorAt("PaddedNotIntegral",
        "[SingleTablePaddedNotIntegral] @Padded on component code of type java.lang.String",
        "@Padded(8) String code");
  }

  @Test
  void orderedStringIsRefused() {
    Sources.assertErrorAt("OrderedNotIntegral",
        "[SingleTableOrderedNotIntegral] @Ordered on component id of type java.lang.String",
        "@Ordered String id");
  }

  @Test
  void orderedDecimalIsRefusedSinceDecimalsAreAlwaysOrdered() {
    Sources.assertErrorAt("OrderedDecimal",
        "[SingleTableOrderedNotIntegral] @Ordered on component amount of type java.math.BigDecimal;"
            + " only byte, short, int, long (boxed or not) and BigInteger take @Ordered",
        "@Ordered BigDecimal amount");
  }

  @Test
  void orderedAndPaddedTogetherAreRefused() {
    Sources.assertErrorAt("OrderedAndPadded",
        "[SingleTableOrderedAndPadded] component id carries both @Ordered and @Padded",
        "@Ordered @Padded(5) long id");
  }

  @Test
  void paddingWiderThan38DigitsIsRefused() {
    Sources.assertErrorAt("PaddedWidth",
        "[SingleTablePaddedWidth] @Padded(39) on component number",
        "@Padded(39) long number");
  }

  @Test
  void twoConstantsStoredAsOneTextAreRefusedAtTheSecondStoredAs() {
    Sources.assertErrorAt("EnumStoredTextDuplicate",
        "[SingleTableEnumStoredTextDuplicate] constant REOPENED of enum State is stored as \"0\", as constant OPEN is",
        "@StoredAs(\"0\") REOPENED");
  }

  @Test
  void aStoredTextThatIsAnotherConstantsNameIsRefused() {
    Sources.assertErrorAt("EnumStoredTextNameDuplicate",
        "[SingleTableEnumStoredTextDuplicate] constant EXPAT of enum License is stored as \"MIT\", as constant MIT is",
        "@StoredAs(\"MIT\") EXPAT");
  }

  @Test
  void unsupportedTypeNamesTheComponent() {
    Sources.assertErrorAt("UnsupportedType",
        "[SingleTableUnsupportedType] component placedAt of type java.util.Date cannot be"
            + " stored: java.util.Date is not supported",
        "Date placedAt");
  }

  @Test
  void converterWithPrivateConstructorIsRefused() {
    Sources.assertErrorAt("ConverterNotInstantiable",
        "[SingleTableConverterNotInstantiable] @Converter"
            + " bad.ConverterNotInstantiable.MoneyCodec of component total cannot be instantiated",
        "@Converter(ConverterNotInstantiable.MoneyCodec.class) Money total");
  }

  @Test
  void converterOfAnotherTypeIsRefused() {
    Sources.assertErrorAt("ConverterTypeMismatch",
        "[SingleTableConverterTypeMismatch] @Converter bad.ConverterTypeMismatch.UpperCaseCodec"
            + " of component total is not an AttributeCodec<bad.ConverterTypeMismatch.Money>",
        "@Converter(ConverterTypeMismatch.UpperCaseCodec.class) Money total");
  }

  @Test
  void emptyAttributeNameIsRefused() {
    Sources.assertErrorAt("EmptyAttributeName",
        "[SingleTableEmptyAttributeName] @Attribute on component email has an empty name",
        "@Attribute(name = \"\") String email");
  }

  @Test
  void attributeNamedLikeTheWriteTokenIsRefused() {
    Sources.assertErrorAt("AttributeNamedToken",
        "[SingleTableAttributeNameClash] component nonce is stored as \"__token\", which is the write token",
        "@Attribute(name = \"__token\") String nonce");
  }

  @Test
  void attributeNamedLikeTheMarkOfTheLibrarysOwnItemsIsRefused() {
    Sources.assertErrorAt("AttributeNamedReserved",
        "[SingleTableAttributeNameClash] component role is stored as \"__reserved\", which is the attribute that"
            + " marks the items singletable keeps for itself",
        "@Attribute(name = \"__reserved\") String role");
  }

  @Test
  void attributeNamedLikeAnIdentityAttributeIsRefused() {
    Sources.assertErrorAt("AttributeNameClash",
        "[SingleTableAttributeNameClash] component kind is stored as \"__entity\", which is an"
            + " identity attribute",
        "@Attribute(name = \"__entity\") String kind");
  }

  @Test
  void componentNamedLikeAKeyFieldIsRefused() {
    Sources.assertErrorAt("ComponentNamedLikeKeyField",
        "[SingleTableAttributeNameClash] component sk is stored as \"sk\", which is the key"
            + " attribute of @Sk of ComponentNamedLikeKeyField",
        "String sk)");
  }

  @Test
  void componentNamedLikeALocalIndexSortKeyFieldNamesTheLsi() {
    Sources.assertErrorAt("LsiFieldNamedLikeComponent",
        "[SingleTableAttributeNameClash] component at is stored as \"at\", which is the key"
            + " attribute of @Lsi \"lsi1\" sk of LsiFieldNamedLikeComponent",
        "String at)");
  }

  @Test
  void componentsThatAreTheirKeyAttributesCompile() {
    assertThat(Sources.compile(Sources.good("KeyAttributes"))).succeededWithoutWarnings();
  }

  @Test
  void anUpdateOfAComponentThatIsAPrimaryKeyAttributeDoesNotCompile() {
    JavaFileObject caller = Sources.bad("UpdateOfAKeyAttributeComponent");
    Compilation compilation = Sources.compile(Sources.good("KeyAttributes"), caller);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("no suitable method found for set(").inFile(caller)
        .onLineContaining("KeyAttributes_TrackEntity.ALBUM_TOKEN");
    assertThat(compilation).hadErrorContaining("no suitable method found for set(").inFile(caller)
        .onLineContaining("KeyAttributes_EntryEntity.AMOUNT");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void componentStoredAsAKeyWithMoreTextIsRefusedSayingWhatIsAllowed() {
    Sources.assertErrorAt("KeyAttributeWithText",
        "[SingleTableAttributeNameClash] component albumToken is stored as \"partition_key\", which is the key"
            + " attribute of @Pk of KeyAttributeWithText; a component is a key attribute itself only when the"
            + " key's template is that component alone (\"${albumToken}\", no other text)",
        "@Attribute(name = \"partition_key\") String albumToken");
  }

  @Test
  void componentStoredAsAKeyRenderedFromAnotherComponentIsRefused() {
    Sources.assertErrorAt("KeyAttributeOfAnotherComponent",
        "[SingleTableAttributeNameClash] component label is stored as \"label\", which is the key attribute of"
            + " @Gsi \"by_genre\" pk of KeyAttributeOfAnotherComponent; a component is a key attribute itself only"
            + " when the key's template is that component alone (\"${label}\", no other text)",
        "String label)");
  }

  @Test
  void numberStoredAsAStringKeyIsRefusedNamingTheNumberKeyType() {
    Sources.assertErrorAt("KeyAttributeNumberAsString",
        "[SingleTableAttributeNameClash] component id is stored as \"id\", which is the key attribute of @Pk of"
            + " KeyAttributeNumberAsString; the key is stored as S and component id (long) as N, so it cannot be the"
            + " key itself: a whole number or BigDecimal is a key attribute with type = KeyType.NUMBER",
        "long id,");
  }

  @Test
  void numberStoredAsAnIndexTemplateKeyIsRefusedNamingAttributeKeyedIndexes() {
    Sources.assertErrorAt("KeyAttributeNumberInIndexTemplate",
        "[SingleTableAttributeNameClash] component year is stored as \"year\", which is the key attribute of"
            + " @Gsi \"by_year\" pk of KeyAttributeNumberInIndexTemplate; the key is stored as S and component year"
            + " (int) as N, so it cannot be the key itself",
        "int year)");
  }

  @Test
  void twoComponentsStoredUnderOneNameAreRefused() {
    Sources.assertErrorAt("DuplicateAttributeName",
        "[SingleTableDuplicateAttributeName] component contactEmail is stored as \"email\","
            + " like component email",
        "@Attribute(name = \"email\") String contactEmail");
  }
}
