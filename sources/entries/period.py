"""The war's own rule books: texts of 1862–1864 behind the rule sets marked period-correct for 1863."""

from sources.bibliography import Source

ENTRIES = [
    Source(
        key="law-practice-euchre-1862", author="A Professor", title="The Law and Practice of the Game of Euchre",
        year="1862", short_author="A Professor", short_title="Law and Practice of the Game of Euchre",
        place="Philadelphia", publisher="T. B. Peterson & Brothers",
        identifiers={"Library of Congress digitisation": "ark:/13960/t8v99143x"}, verified="partial",
        provenance="Entered for copyright in 1862, its preface dated 'City of Washington, March, 1862'. Read by us "
                   "in part, in the full text of the Library of Congress copy: the contents (ch. II 'Mode of "
                   "Playing', p. 35; ch. III 'On Playing Alone', p. 44; ch. VI 'Laws', p. 88) and the opening of "
                   "the game: 'The game of Euchre, which consists of five points only, is played by four persons, "
                   "who cut for partners', twenty cards dealt by two and three or three and two, the twenty-first "
                   "turned for trumps. Also read, in a modern web transcription (ohioeuchre.com) not checked against the "
                   "scan: ch. I, p. 24 (first met in Washington in Jackson's first term, long played on the "
                   "Mississippi; a sailor's story of the bowers named for a ship's anchors, told and doubted) and "
                   "ch. III, 'On Playing Alone' (the partner's cards laid face down; the lead to the dealer's partner "
                   "when the eldest hand's partner plays alone; a lone march 4 points, three or four tricks 1, a lone "
                   "hand euchred 4 to the antagonists). We did not read its laws (ch. VI) line by line; we found no "
                   "lone defence and no called partner in what we read. The 1877 edition adds rules for Draw Poker."),
    Source(
        key="american-hoyle-1864", author="\"Trumps\"", title="The American Hoyle, or Gentleman's Hand-Book of Games",
        year="1864", short_author="The American Hoyle", short_title="The American Hoyle", place="New York",
        publisher="Dick & Fitzgerald", verified="partial",
        provenance="Seventh edition, 1864. Read by us only in one entry, 'Sweat, or Chucker Luck' (pp. 486–87), "
                   "as a collector transcribed it whole from his copy in a message to the American Dialect "
                   "Society's list (ADS-L, 6 February 2008): the players bet on a cloth numbered 1 to 6 only; one "
                   "die showing the number pays the bet, two pay double, three triple, and the bank takes the "
                   "rest. The same message says the book discusses whether straights should count at Draw Poker; "
                   "we have not read that passage, nor its All Fours. Its history of Euchre we know only as quoted "
                   "in Van Rensselaer (1912), ch. XII: the game's origin 'somewhat uncertain', traced to Bucks, "
                   "Lancaster and Lehigh counties, Pennsylvania, 'about forty years ago'; the German 'Bauer' "
                   "'pronounced similarly to the names of the leading cards'."),
]
