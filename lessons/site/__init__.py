"""The site's own pages: home, glossary, bibliography."""
