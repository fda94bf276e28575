"""What a seat's view looks like, as HTML: pure functions, no Streamlit.

A table page (``lessons/<game>.py``) draws; the functions it draws with live here, apart from Streamlit, so they
are plain functions of the engine's view of one seat, tested without a browser or a script run
(``tests/views/``):

- ``markup``: cards, dice and tiles with their spoken names, icons, escaping, the move log;
- ``controls``: the buttons, boxes and groups of a table's block, and its parts;
- ``dominoes``: tiles drawn as dominoes;
- ``<game>``: one module per game, from its view to its felt.

Nothing here reads the session, the address or the clock: what a function draws is what its arguments say
(the four-colour deck is ``markup.palette``, set once per run by the page). ``tests/engine/test_core_layers.py``
holds the package to that: no module of it imports Streamlit or ``lessons.parts``.
"""
