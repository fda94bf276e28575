"""Primary sources for the classroom (issue 30): soldiers' diaries and stories that name the games, and the period
books whose words the lessons quote under "Primary sources". All are in the public domain.

How far we read each, honestly: a diary entry or a chapter, in a transcription named in ``provenance``; none of
them in a scan of the printed page, so page numbers are given only where the transcription marks them. Research
notes: /tmp/research/period/ (not part of the site)."""

from sources.bibliography import Source

ENTRIES = [
    Source(
        key="park-diary-1865", author="Park, Robert E.",
        title="Diary of Captain Robert E. Park, Twelfth Alabama Regiment", year="1877",
        short_author="Park", short_title="Diary", place="Richmond, Va.", publisher="Southern Historical Society",
        kind="article", container="Southern Historical Society Papers, vol. 3 (January 1877)",
        identifiers={"Wikisource": "Page:Southern_Historical_Society_Papers_volume_03.djvu/55"}, verified="partial",
        provenance="Read by us: the entries of 5 and 8 February 1865, written while Park, a captain of the 12th "
                   "Alabama, was a prisoner of war at Fort Delaware, in Wikisource's validated transcription of "
                   "vol. 3, p. 45 (the same text is at the Perseus Digital Library). The entry of 8 February names "
                   "poker, euchre, seven-up and chuck-a-luck among the games of the prisoners' 'Gambling Hell'."),
    Source(
        key="downing-1916", author="Downing, Alexander G.", title="Downing's Civil War Diary", year="1916",
        short_author="Downing", short_title="Civil War Diary", place="Des Moines",
        publisher="The Historical Department of Iowa", container="ed. Olynthus B. Clark", verified="partial",
        provenance="The diary of a sergeant of Company E, 11th Iowa Infantry, 1861–65. Read by us in two entries "
                   "only, in day-by-day web transcriptions (cw-chronicles.com and dotcw.com), not in the printed "
                   "book, whose pages we have not seen. The entries are headed only 'Sunday, 12th' and 'Saturday, "
                   "21st'; we date them 12 April 1863 (Lake Providence, La.) and 21 November 1863 (Vicksburg): "
                   "dotcw.com posts each entry 150 years to the day after it was written (its 'Monday, 6th' "
                   "under 6 April 2013), and the weekdays agree (12 April 1863 was a Sunday, 21 November 1863 a "
                   "Saturday). The book's page numbers we have not seen."),
    Source(
        key="mcelroy-si-klegg", author="McElroy, John", title="Si Klegg", year="1910–1917",
        short_author="McElroy", short_title="Si Klegg", place="Washington, D.C.", publisher="The National Tribune",
        verified="partial",
        provenance="Stories of a Union private and his partner Shorty in six books, by a veteran and the editor of "
                   "the veterans' paper The National Tribune: fiction, but written to be true to camp life. Read "
                   "by us in one chapter only, in a web transcription of the series (novel.readloves.com, its "
                   "chapter 61, set in the camp at Murfreesboro after Stone River, 1863): the ravine full of "
                   "chuck-a-luck games on 'sweat-boards'. Which of the six books holds it, and its page, we have "
                   "not confirmed."),
    Source(
        key="maskelyne-1894", author="Maskelyne, John Nevil", title="Sharps and Flats", year="1894",
        short_author="Maskelyne", short_title="Sharps and Flats", place="London", publisher="Longmans, Green",
        verified="partial",
        provenance="Read by us in a web transcription of ch. X, 'Dice', its section 'Sweat' only: three dice shaken "
                   "in a box over a layout of six numbers; a number thrown once pays the stake, twice double, "
                   "three times triple. A later and British account of the six-numbers game, agreeing with the "
                   "1864 American Hoyle as reported to us."),
]
