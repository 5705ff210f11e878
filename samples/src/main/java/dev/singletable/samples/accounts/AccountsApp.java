package dev.singletable.samples.accounts;

import dev.singletable.runtime.operation.TransactWrite;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;

/**
 * Seed 004's twelve database actions over the users / organisations table. Two records that must
 * change together are written in one transaction; the two reads of a whole user or a whole
 * organisation are one Query each, of the service's {@code user} and {@code organisation}
 * collections.
 *
 * <p>An invitation is the user's {@link UserOrganisation} record without {@code acceptedAt}, as in
 * the seed's layout: accepting it turns it into the user's side of the membership and writes the
 * organisation's side ({@link OrganisationMember}); declining deletes it.
 */
public final class AccountsApp {
  /** The organisation group of an organisation's creator. */
  public static final String OWNER = "owner";
  /** The organisation group of a user who accepted an invitation. */
  public static final String MEMBER = "member";

  private final AccountsService service;
  private final Clock clock;

  /** The application on {@code service}'s table, stamping invitations with {@code clock}. */
  public AccountsApp(AccountsService service, Clock clock) {
    this.service = service;
    this.clock = clock;
  }

  /** A user and their organisations: those they belong to, and the invitations still open. */
  public record UserDetails(User user, List<UserOrganisation> organisations, List<UserOrganisation> invitations) {}

  /** An organisation, its members (with their groups) and its services. */
  public record OrganisationDetails(
      Organisation organisation, List<OrganisationMember> members, List<OrganisationService> services) {}

  /**
   * PutUser: stores a user's details, creating the user or changing an existing one in one UpdateItem;
   * an existing user keeps the {@code createdAt} of their first registration.
   */
  public User putUser(User user) {
    return service.users().upsert(user.emailAddress())
        .set(UserEntity.FIRST_NAME, user.firstName())
        .set(UserEntity.LAST_NAME, user.lastName())
        .set(UserEntity.PHONE, user.phone())
        .setIfNotExists(UserEntity.CREATED_AT, user.createdAt())
        .execute();
  }

  /** GetUser: the user and their organisations and invitations, from one Query of the user's partition. */
  public Optional<UserDetails> getUser(String emailAddress) {
    AccountsService.UserCollection partition = service.user(emailAddress).list();
    return partition.user().map(user -> new UserDetails(user,
        partition.userOrganisations().stream().filter(relation -> relation.acceptedAt() != null).toList(),
        partition.userOrganisations().stream().filter(relation -> relation.acceptedAt() == null).toList()));
  }

  /**
   * PutUserInvite: invites the user with {@code emailAddress} to the organisation, writing the
   * invitation (with the organisation's current name) into the user's partition; inviting again
   * renews the invitation. Refused ({@code ConditionFailedException}) when the user already
   * belongs to the organisation.
   *
   * @throws NoSuchElementException when there is no such organisation
   */
  public UserOrganisation putUserInvite(String emailAddress, String organisationId) {
    Organisation organisation = organisation(organisationId);
    UserOrganisation invitation = new UserOrganisation(
        emailAddress, organisationId, organisation.organisationName(), now(), null);
    return service.userOrganisations().put(invitation)
        .condition(UserOrganisationEntity.ACCEPTED_AT.notExists())
        .execute();
  }

  /**
   * AcceptUserInvite: in one transaction, the open invitation becomes the user's membership
   * ({@code acceptedAt} set, the organisation name refreshed) and the organisation's member record
   * is created with a copy of the user's details, in group {@link #MEMBER}. Cancelled when there is
   * no open invitation or the user is already a member.
   *
   * @throws NoSuchElementException when there is no such user or organisation
   */
  public void acceptUserInvite(String emailAddress, String organisationId) {
    User user = user(emailAddress);
    Organisation organisation = organisation(organisationId);
    service.transactWrite()
        .update(UserOrganisationEntity.SCHEMA, service.userOrganisations().update(emailAddress, organisationId)
            .set(UserOrganisationEntity.ACCEPTED_AT, now())
            .set(UserOrganisationEntity.ORGANISATION_NAME, organisation.organisationName())
            .condition(UserOrganisationEntity.ACCEPTED_AT.notExists()))
        .create(OrganisationMemberEntity.SCHEMA, member(organisationId, user, MEMBER))
        .execute();
  }

  /**
   * DeclineUserInvite: deletes the open invitation. Refused ({@code ConditionFailedException}) when
   * there is none, or when it was already accepted (leaving the organisation is not declining).
   */
  public void declineUserInvite(String emailAddress, String organisationId) {
    service.userOrganisations().delete(emailAddress, organisationId)
        .condition(UserOrganisationEntity.INVITED_AT.exists().and(UserOrganisationEntity.ACCEPTED_AT.notExists()))
        .execute();
  }

  /**
   * CreateOrganisation: in one transaction, the organisation and its owner's membership on both
   * sides (the organisation's member record in group {@link #OWNER}, and the owner's accepted
   * relation). Cancelled when the organisation exists.
   *
   * @throws NoSuchElementException when there is no user {@code ownerEmail}
   */
  public Organisation createOrganisation(String ownerEmail, String organisationId, String organisationName) {
    User owner = user(ownerEmail);
    Organisation organisation = new Organisation(organisationId, organisationName);
    Instant now = now();
    service.transactWrite()
        .create(OrganisationEntity.SCHEMA, organisation)
        .create(OrganisationMemberEntity.SCHEMA, member(organisationId, owner, OWNER))
        .put(UserOrganisationEntity.SCHEMA, new UserOrganisation(ownerEmail, organisationId, organisationName, now, now))
        .execute();
    return organisation;
  }

  /** GetOrganisation: the organisation, its members and its services, from one Query of its partition. */
  public Optional<OrganisationDetails> getOrganisation(String organisationId) {
    AccountsService.OrganisationCollection partition = service.organisation(organisationId).list();
    return partition.organisation().map(organisation ->
        new OrganisationDetails(organisation, partition.organisationMembers(), partition.organisationServices()));
  }

  /**
   * PutOrganisation: renames an existing organisation and, in the same transaction, the copy of its
   * name on every member's {@link UserOrganisation} record, so no member ever reads the old name
   * beside the new one. The members are read first (one Query); a transaction holds at most 100
   * operations, so an organisation of more than 99 members is refused before anything is sent.
   * Open invitations are not members: they take the current name when accepted.
   */
  public Organisation putOrganisation(Organisation organisation) {
    String organisationId = organisation.organisationId();
    List<OrganisationMember> members = service.organisationMembers().query().primary(organisationId).list();
    TransactWrite write = service.transactWrite()
        .update(OrganisationEntity.SCHEMA, service.organisations().update(organisationId)
            .set(OrganisationEntity.ORGANISATION_NAME, organisation.organisationName()));
    for (OrganisationMember member : members) {
      write.update(UserOrganisationEntity.SCHEMA, service.userOrganisations()
          .update(member.emailAddress(), organisationId)
          .set(UserOrganisationEntity.ORGANISATION_NAME, organisation.organisationName()));
    }
    write.execute();
    return organisation;
  }

  /** PutOrganisationGroup: adds the member to an organisation group; adding it twice is adding it once. */
  public OrganisationMember putOrganisationGroup(String organisationId, String emailAddress, String group) {
    return service.organisationMembers().update(organisationId, emailAddress)
        .addToSet(OrganisationMemberEntity.GROUP_NAMES, Set.of(organisationGroup(group)))
        .execute();
  }

  /** DeleteOrganisationGroup: removes the member from an organisation group; removing it twice is removing it once. */
  public OrganisationMember deleteOrganisationGroup(String organisationId, String emailAddress, String group) {
    return service.organisationMembers().update(organisationId, emailAddress)
        .deleteFromSet(OrganisationMemberEntity.GROUP_NAMES, Set.of(organisationGroup(group)))
        .execute();
  }

  /** PutOrganisationService: creates or replaces a service of an organisation. */
  public OrganisationService putOrganisationService(OrganisationService organisationService) {
    return service.organisationServices().put(organisationService).execute();
  }

  /**
   * PutOrganisationServiceGroup: adds the member to a group of one of the organisation's services,
   * kept in the member's {@code groupNames} as {@code service/<serviceId>/<group>} (see {@link
   * #serviceGroup}), in one transaction with a check that the service exists.
   */
  public void putOrganisationServiceGroup(String organisationId, String serviceId, String emailAddress, String group) {
    service.transactWrite()
        .conditionCheck(OrganisationServiceEntity.SCHEMA, OrganisationServiceEntity.key(organisationId, serviceId),
            OrganisationServiceEntity.SERVICE_NAME.exists())
        .update(OrganisationMemberEntity.SCHEMA, service.organisationMembers().update(organisationId, emailAddress)
            .addToSet(OrganisationMemberEntity.GROUP_NAMES, Set.of(serviceGroup(serviceId, group))))
        .execute();
  }

  /**
   * How a service-level group is named in a member's {@code groupNames}. Organisation groups never
   * contain {@code /}, so the two kinds cannot be confused.
   */
  public static String serviceGroup(String serviceId, String group) {
    return "service/" + serviceId + "/" + group;
  }

  private static String organisationGroup(String group) {
    if (group.contains("/")) {
      throw new IllegalArgumentException("an organisation group name cannot contain '/': " + group);
    }
    return group;
  }

  private static OrganisationMember member(String organisationId, User user, String group) {
    return new OrganisationMember(organisationId, user.emailAddress(), Set.of(group),
        user.firstName(), user.lastName(), user.phone(), user.createdAt());
  }

  private User user(String emailAddress) {
    return service.users().get(emailAddress).execute()
        .orElseThrow(() -> new NoSuchElementException("no user " + emailAddress));
  }

  private Organisation organisation(String organisationId) {
    return service.organisations().get(organisationId).execute()
        .orElseThrow(() -> new NoSuchElementException("no organisation " + organisationId));
  }

  private Instant now() {
    return clock.instant();
  }
}
