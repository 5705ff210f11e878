package dev.singletable.processor;

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
  void twoComponentsStoredUnderOneNameAreRefused() {
    Sources.assertErrorAt("DuplicateAttributeName",
        "[SingleTableDuplicateAttributeName] component contactEmail is stored as \"email\","
            + " like component email",
        "@Attribute(name = \"email\") String contactEmail");
  }
}
