/** "Ann Lee", or '' when both parts are empty. */
export function fullName(person: {
  first_name?: string | null;
  last_name?: string | null;
}): string {
  return [person.first_name, person.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The first letters of the first and last name ("AL"); falls back to the e-mail's first letter. */
export function initials(person: {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}): string {
  const letters = [person.first_name, person.last_name]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return (letters || person.email?.trim().charAt(0) || '?').toLocaleUpperCase();
}
