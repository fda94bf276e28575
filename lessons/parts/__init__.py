"""Shared page parts: one small library every lesson page uses.

``style`` the look; ``show`` cards, dice, tiles and move logs; ``cite`` citations;
``session`` the page's table in session state and refusals; ``share`` links and saved
games; ``odds_ui`` exact figures on the page; ``rulecard`` the printable card;
``page`` the lesson's header, tabs and self-check.
"""
