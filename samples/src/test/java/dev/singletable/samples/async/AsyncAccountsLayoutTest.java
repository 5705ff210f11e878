package dev.singletable.samples.async;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.accounts.OrganisationEntity;
import dev.singletable.samples.accounts.OrganisationMemberEntity;
import dev.singletable.samples.accounts.OrganisationServiceEntity;
import dev.singletable.samples.accounts.UserEntity;
import dev.singletable.samples.accounts.UserOrganisation;
import dev.singletable.samples.accounts.UserOrganisationEntity;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/** The users / organisations seed table of {@code AccountsLayoutTest} (004), written and read back with the async terminals. */
class AsyncAccountsLayoutTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static Table seeded(AsyncEngines.Engine engine) {
    Table table = engine.newTable("accounts",
        UserEntity.SCHEMA, UserOrganisationEntity.SCHEMA, OrganisationEntity.SCHEMA,
        OrganisationMemberEntity.SCHEMA, OrganisationServiceEntity.SCHEMA);
    await(UserEntity.of(table).create(SeedData.user()).executeAsync());
    await(UserOrganisationEntity.of(table).put(SeedData.userOrganisation()).executeAsync());
    await(OrganisationEntity.of(table).put(SeedData.organisation()).executeAsync());
    await(OrganisationMemberEntity.of(table).put(SeedData.organisationMember()).executeAsync());
    await(OrganisationServiceEntity.of(table).put(SeedData.organisationService()).executeAsync());
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storesTheSeedRowsLetterForLetter(AsyncEngines.Engine engine) {
    Table table = seeded(engine);

    assertEquals(
        rows(
            List.of("user/test@example.com", "user"),
            List.of("user/test@example.com", "userOrganisation/org-1"),
            List.of("organisation/org-1", "organisation"),
            List.of("organisation/org-1", "organisationMember/test@example.com"),
            List.of("organisation/org-1", "organisationService/svc-billing")),
        keyRows(table, "pk", "sk"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readsEveryRecordBack(AsyncEngines.Engine engine) {
    Table table = seeded(engine);

    assertEquals(Optional.of(SeedData.user()), await(UserEntity.of(table).get("test@example.com").executeAsync()));
    assertEquals(Optional.of(SeedData.userOrganisation()),
        await(UserOrganisationEntity.of(table).get("test@example.com", "org-1").executeAsync()));
    assertEquals(Optional.of(SeedData.organisation()), await(OrganisationEntity.of(table).get("org-1").executeAsync()));
    assertEquals(Optional.of(SeedData.organisationMember()),
        await(OrganisationMemberEntity.of(table).get("org-1", "test@example.com").executeAsync()));
    assertEquals(Optional.of(SeedData.organisationService()),
        await(OrganisationServiceEntity.of(table).get("org-1", "svc-billing").executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void groupNamesAreAStringSet(AsyncEngines.Engine engine) {
    Table table = seeded(engine);

    Map<String, AttributeValue> item = await(table.asyncClient().getItem(GetItemRequest.builder()
        .tableName(table.name()).key(OrganisationMemberEntity.key("org-1", "test@example.com")).build())).item();

    assertEquals(Set.of("owner", "billing"), Set.copyOf(item.get("groupNames").ss()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void invitationNotYetAcceptedReadsBackWithoutAcceptedAt(AsyncEngines.Engine engine) {
    Table table = seeded(engine);
    UserOrganisation pending = new UserOrganisation("new@example.com", "org-1", "Acme", SeedData.T0, null);

    await(UserOrganisationEntity.of(table).put(pending).executeAsync());

    assertEquals(Optional.of(pending),
        await(UserOrganisationEntity.of(table).get("new@example.com", "org-1").executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deleteReturnsTheDeletedUserAndRemovesIt(AsyncEngines.Engine engine) {
    Table table = seeded(engine);

    assertEquals(Optional.of(SeedData.user()), await(UserEntity.of(table).delete("test@example.com").executeAsync()));
    assertEquals(Optional.empty(), await(UserEntity.of(table).get("test@example.com").executeAsync()));
    assertEquals(Optional.empty(), await(UserEntity.of(table).delete("test@example.com").executeAsync()));
  }
}
