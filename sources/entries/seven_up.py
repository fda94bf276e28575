"""Sources for Seven-Up (All Fours) that the core bibliography lacks."""

from sources.bibliography import Source

ENTRIES = [
    Source(
        key="all-fours-maxims", author="Anonymous", title="Maxims for All-Fours", year="19th c.",
        short_author="Maxims for All-Fours", short_title="Maxims for All-Fours", kind="web page",
        container="A household encyclopaedia's 'All Fours', transcribed at bennetdictionary.com/all-fours/",
        identifiers={"URL": "http://bennetdictionary.com/all-fours/"}, verified="partial",
        provenance="Read only in that web transcription: four maxims ('Make your knave as soon as you can'; secure "
                   "your tens by leading small cards; win the adversary's best cards; the eldest hand with ace, "
                   "king or queen of trumps but neither knave nor ten to 'play them immediately') before laws and "
                   "terms that match word for word those of Enquire Within upon Everything (London, Houlston & "
                   "Wright; Project Gutenberg's copy), where we did not see the maxims ourselves. Which book and "
                   "edition the maxims come from is unconfirmed; cited by the coach (engine/coach/seven_up.py)."),
    Source(
        key="britannica-1911-all-fours", author="Encyclopaedia Britannica", title="All Fours", year="1911",
        short_author="Encyclopaedia Britannica", short_title="All Fours", place="Cambridge",
        publisher="Cambridge University Press", kind="article", container="Encyclopaedia Britannica, 11th ed., vol. 1",
        identifiers={"Wikisource": "1911 Encyclopædia Britannica/All Fours"}, verified="partial",
        provenance="Read in the Wikisource transcription (one paragraph): low to the player to whom it is dealt, "
                   "game of 10 or 11 points, the beg answered by a point or by running the cards."),
    Source(
        key="britannica-1911-auction-pitch", author="Encyclopaedia Britannica", title="Auction Pitch", year="1911",
        short_author="Encyclopaedia Britannica", short_title="Auction Pitch", place="Cambridge",
        publisher="Cambridge University Press", kind="article", container="Encyclopaedia Britannica, 11th ed., vol. 2",
        identifiers={"Transcription": "maximapedia.com/a/auction-pitch.html"}, verified="partial",
        provenance="Read in a web transcription, its opening paragraph only (a paraphrase of Foster's 'Auction "
                   "Pitch, Sell Out, or Commercial Pitch'): the eldest hand sells or pitches (bound to four); the "
                   "others pass or bid higher; the eldest accepts a bid or undertakes to make as many points; no "
                   "bid, he pitches bound to nothing. Cited for the auction where our reading of Foster breaks off."),
    Source(
        key="cassell-1881", author="Anonymous", title="Cassell's Book of In-door Amusements, Card Games, and "
        "Fireside Fun", year="1881", short_author="Cassell's", short_title="In-door Amusements", place="London",
        publisher="Cassell, Petter, Galpin & Co.", verified="partial",
        provenance="Read in an online transcription of its All Fours pages only: low to the original holder even "
                   "if taken, a tie for game to the elder hand (the non-dealer), a single trump counting high and "
                   "low. Edition and year as usually catalogued; not checked against a scan."),
    Source(
        key="cotton-1674", author="Cotton, Charles", title="The Compleat Gamester", year="1674",
        short_author="Cotton", short_title="Compleat Gamester", place="London",
        publisher="printed by A.M. for R. Cutler, to be sold by Henry Brome",
        identifiers={"EEBO-TCP": "A34637"}, verified="partial",
        provenance="Read by us: ch. X, 'A Game at All-Fours', pp. 111–113, in the Text Creation Partnership's "
                   "keyboarded transcription of the 1674 edition (EEBO-TCP A34637, released CC0): All-Fours 'very "
                   "much play'd in Kent', named 'from Highest, Lowest, Iack, and Game', two players, six cards "
                   "each, a turned jack one to the dealer, begging, game 'commonly eleven'. The rest of the book "
                   "we have not read. That it is the first book to describe All Fours is the card historians' "
                   "claim, not Cotton's."),
]
