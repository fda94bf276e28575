"""Sources for the Scarney dice games (Scarney Chemin de Fer, Scarney Pie-Eyed Dice).

Our copy of the rules is ``../shared/seeds/003`` (cited as ``scarne-1973``, the key already in the bibliography).
Which of Scarne's books first printed the Scarney dice games we have not confirmed: the seed's text refers to
"Chapter 16" for the casino chemin de fer and names other Scarney games, and a reader's review of *Scarne on
Dice* lists Scarney dice games among its contents. Both entries below are second-hand."""

from sources.bibliography import Source

ENTRIES = [
    Source(
        key="scarne-on-dice", author="Scarne, John, and Clayton Rawson", title="Scarne on Dice", year="1945; rev. eds.",
        short_author="Scarne", short_title="Scarne on Dice", place="Harrisburg, Pa.",
        publisher="Military Service Publishing Co. (later editions: Stackpole; Crown)", verified=False,
        provenance="Not seen by us. Its later, enlarged editions are said to include the Scarney dice games (Scarney "
                   "3000, Scarney Duplicate Jackpots and others) and Scarne's card games; we know this only from a "
                   "reader's review (richardson-scarne-on-dice). The edition that first printed the Scarney dice, "
                   "and so the dice's date, is unconfirmed: we say only 'twentieth century'.",
        copyright="modern, copyrighted: paraphrase only"),
    Source(
        key="richardson-scarne-on-dice", author="Richardson, Leonard", title="On Scarne On Dice", year="2014",
        short_author="Richardson", short_title="On Scarne On Dice", kind="web page",
        container="Crummy.com (the author's blog), reprinted on Goodreads", verified=True,
        provenance="A reader's review of Scarne on Dice: lists the Scarney dice games in the book and describes "
                   "Scarne's wartime lectures to soldiers on crooked dice. Read by us (search excerpt); second-hand "
                   "for anything it reports of Scarne's book.",
        copyright="modern: paraphrase only"),
    Source(
        key="wikipedia-scarne", author="Wikipedia contributors", title="John Scarne", year="n.d.",
        short_author="Wikipedia", short_title="John Scarne", kind="web page", container="Wikipedia (read in a mirror)",
        verified="partial",
        provenance="Used only for Scarne's dates (born Orlando Carmelo Scarnecchia, 4 March 1903; died 7 July 1985) "
                   "and his work as a magician and adviser to the US Army on gambling; read by us in a mirror's "
                   "excerpt, which itself cites his New York Times obituary.",
        copyright="CC BY-SA: paraphrase and cite"),
    Source(
        key="punto-banco", author="Camp & Parlour", title="The casino baccarat (punto banco) drawing rules, computed",
        year="2026", short_author="Camp & Parlour", short_title="Punto banco, computed", kind="convention",
        verified=True,
        provenance="The standard fixed drawing rules of casino baccarat (punto banco), with the banker's 5% "
                   "commission, computed exactly by the site for an endless shoe (every card drawn with its chance "
                   "in a full pack). Casino chemin de fer leaves a few draws to the players' choice and uses a "
                   "six- or eight-deck shoe, so its figures differ slightly; these are for contrast only."),
]
