"""The site's pages: one lesson per game (``lessons/<game>.py``), the site pages, and the parts they share."""
