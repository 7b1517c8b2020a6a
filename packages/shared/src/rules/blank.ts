/** Characters that show nothing: default-ignorable ones (zero-width spaces and joiners, direction marks, fillers) and the blank Braille pattern. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether a text says nothing: white space and invisible characters alone are blank. */
export const isBlank = (text: string): boolean => text.replace(INVISIBLE, '').trim() === '';
