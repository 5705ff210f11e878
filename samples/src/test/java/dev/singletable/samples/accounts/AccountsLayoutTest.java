package dev.singletable.samples.accounts;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/** The users / organisations seed table of 004: {@code user/<email>} and {@code organisation/<id>}. */
class AccountsLayoutTest {
  /** The seed's rows, {@code pk} and {@code sk}. */
  static final List<List<String>> SEED_ROWS = rows(
      List.of("user/test@example.com", "user"),
      List.of("user/test@example.com", "userOrganisation/org-1"),
      List.of("organisation/org-1", "organisation"),
      List.of("organisation/org-1", "organisationMember/test@example.com"),
      List.of("organisation/org-1", "organisationService/svc-billing"));

  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "accounts",
        UserEntity.SCHEMA, UserOrganisationEntity.SCHEMA, OrganisationEntity.SCHEMA,
        OrganisationMemberEntity.SCHEMA, OrganisationServiceEntity.SCHEMA);
    UserEntity.of(table).create(SeedData.user()).execute();
    UserOrganisationEntity.of(table).put(SeedData.userOrganisation()).execute();
    OrganisationEntity.of(table).put(SeedData.organisation()).execute();
    OrganisationMemberEntity.of(table).put(SeedData.organisationMember()).execute();
    OrganisationServiceEntity.of(table).put(SeedData.organisationService()).execute();
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storesTheSeedRowsLetterForLetter(SampleEngine engine) {
    Table table = seeded(engine);

    assertEquals(SEED_ROWS, keyRows(table, "pk", "sk"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readsEveryRecordBack(SampleEngine engine) {
    Table table = seeded(engine);

    assertEquals(Optional.of(SeedData.user()), UserEntity.of(table).get("test@example.com").execute());
    assertEquals(Optional.of(SeedData.userOrganisation()),
        UserOrganisationEntity.of(table).get("test@example.com", "org-1").execute());
    assertEquals(Optional.of(SeedData.organisation()), OrganisationEntity.of(table).get("org-1").execute());
    assertEquals(Optional.of(SeedData.organisationMember()),
        OrganisationMemberEntity.of(table).get("org-1", "test@example.com").execute());
    assertEquals(Optional.of(SeedData.organisationService()),
        OrganisationServiceEntity.of(table).get("org-1", "svc-billing").execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void groupNamesAreAStringSet(SampleEngine engine) {
    Table table = seeded(engine);

    Map<String, AttributeValue> item = table.client().getItem(GetItemRequest.builder()
        .tableName(table.name()).key(OrganisationMemberEntity.key("org-1", "test@example.com")).build()).item();

    assertEquals(Set.of("owner", "billing"), Set.copyOf(item.get("groupNames").ss()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void invitationNotYetAcceptedReadsBackWithoutAcceptedAt(SampleEngine engine) {
    Table table = seeded(engine);
    UserOrganisation pending = new UserOrganisation("new@example.com", "org-1", "Acme", SeedData.T0, null);

    UserOrganisationEntity.of(table).put(pending).execute();

    assertEquals(Optional.of(pending),
        UserOrganisationEntity.of(table).get("new@example.com", "org-1").execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deleteReturnsTheDeletedUserAndRemovesIt(SampleEngine engine) {
    Table table = seeded(engine);

    assertEquals(Optional.of(SeedData.user()), UserEntity.of(table).delete("test@example.com").execute());
    assertEquals(Optional.empty(), UserEntity.of(table).get("test@example.com").execute());
    assertEquals(Optional.empty(), UserEntity.of(table).delete("test@example.com").execute());
  }

  @Test
  void keyBuildersRenderTheSeedKeys() {
    assertEquals("user/test@example.com", UserEntity.pk("test@example.com"));
    assertEquals("user", UserEntity.sk());
    assertEquals("userOrganisation/org-1", UserOrganisationEntity.sk("org-1"));
    assertEquals("organisationMember/test@example.com", OrganisationMemberEntity.sk("test@example.com"));
  }
}
