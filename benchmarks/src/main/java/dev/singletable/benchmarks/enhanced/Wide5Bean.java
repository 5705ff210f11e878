package dev.singletable.benchmarks.enhanced;

/** {@link dev.singletable.benchmarks.model.Wide5} as a mutable bean, for the Enhanced Client's static schema. */
public final class Wide5Bean {
  private String pk;
  private String sk;
  private String entity;
  private Integer version;
  private String id;
  private String a01;
  private Long a02;
  private Boolean a03;
  private String a04;

  public String getPk() {
    return pk;
  }

  public void setPk(String pk) {
    this.pk = pk;
  }

  public String getSk() {
    return sk;
  }

  public void setSk(String sk) {
    this.sk = sk;
  }

  public String getEntity() {
    return entity;
  }

  public void setEntity(String entity) {
    this.entity = entity;
  }

  public Integer getVersion() {
    return version;
  }

  public void setVersion(Integer version) {
    this.version = version;
  }

  public String getId() {
    return id;
  }

  public void setId(String id) {
    this.id = id;
  }

  public String getA01() {
    return a01;
  }

  public void setA01(String a01) {
    this.a01 = a01;
  }

  public Long getA02() {
    return a02;
  }

  public void setA02(Long a02) {
    this.a02 = a02;
  }

  public Boolean getA03() {
    return a03;
  }

  public void setA03(Boolean a03) {
    this.a03 = a03;
  }

  public String getA04() {
    return a04;
  }

  public void setA04(String a04) {
    this.a04 = a04;
  }
}
