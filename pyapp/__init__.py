"""The browser app: the game table on the page, in Python.

``session`` holds one game (settings, record, engine state, bots); ``controller`` decides
everything the page does (dialogs, the clock, the human's standing orders, saving) without a
browser, on ``clock``, ``storage`` and ``address``; ``render`` and ``dialogs`` draw its
``screen.Screen`` as HTML through ``markup``'s ``Html``;
``catalogue`` holds every word, ``narration`` and ``logbook`` tell the events, ``chart`` draws the
money chart, ``art`` the cards, ``career`` keeps the statistics; ``runner`` runs the bots, the
jobs and the master's helpers in slices. Only ``browser`` (``runner``'s host; and ``main``,
which starts it) touches the browser; the other modules are plain Python and run anywhere.
"""
