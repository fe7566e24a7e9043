"""The browser app: draws the engine's view of a game as a page.

`game` holds the game record and the engine state, `render` turns one observation into HTML,
`i18n` holds every user-facing word. Only `main` touches the browser (through PyScript); the
other modules are plain Python and run anywhere.
"""
