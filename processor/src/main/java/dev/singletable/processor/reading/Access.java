package dev.singletable.processor.reading;

import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Whether generated code in a package can name a type: records, enums and converters it uses. */
final class Access {
  private Access() {}

  static boolean isAccessible(TypeElement type, String fromPackage, Elements elements) {
    PackageElement typePackage = elements.getPackageOf(type);
    boolean samePackage = typePackage.getQualifiedName().contentEquals(fromPackage);
    for (Element element = type; element instanceof TypeElement; element = element.getEnclosingElement()) {
      TypeElement enclosing = (TypeElement) element;
      if (enclosing.getNestingKind() == NestingKind.LOCAL || enclosing.getNestingKind() == NestingKind.ANONYMOUS) {
        return false;
      }
      if (enclosing.getModifiers().contains(Modifier.PRIVATE)) {
        return false;
      }
      if (!samePackage && !enclosing.getModifiers().contains(Modifier.PUBLIC)) {
        return false;
      }
    }
    return true;
  }
}
