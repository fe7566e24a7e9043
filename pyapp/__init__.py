"""The browser app: the game table on the page, in Python, in three layers.

- **The store**, plain Python that runs anywhere: ``app.App`` holds what every feature shares
  (the game on the table, ``session``; the clock; the dialog the player opened) and runs the
  commands; ``features`` holds one concern a module (``feature`` says what a feature is);
  ``table`` the table's rules as pure functions; ``jobs`` the work done in slices; ``runner``
  the run loop (the bots thinking in slices, the jobs, the master's helpers) against a ``Host``;
  with ``clock``, ``storage``, ``address``, ``career``, ``deals``, ``review``, ``tutorial``,
  ``helping`` and ``measures``.
- **The views**, HTML from a ``screen.Screen``: ``render`` and ``dialogs`` through ``markup``'s
  ``Html``, ``review_dialog``, ``chart``, ``art``, ``narration`` and ``logbook`` (the events in
  words), ``rulebook``, ``catalogue`` (every word).
- **The browser layer**, the only one that touches the browser: ``browser`` (events, timers;
  the runner's host), ``drawing``, ``locks``, ``workers``, ``early`` and ``main``, which starts
  the page.
"""
