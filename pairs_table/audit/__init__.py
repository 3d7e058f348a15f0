"""The screen audit (``pairs-table audit``): every screen a player can reach, opened by
driving the real scenes with seeded games, in each language and window size asked for;
what each frame drew (:mod:`pairs_table.app.textlog`) is checked by machine.

* :mod:`.checks`: the checks of one frame's texts (overflow, overlap, contrast,
  untranslated, placeholder);
* :mod:`.see_through`: whether a dialog lets the screen beneath show;
* :mod:`.frame`: one frame drawn and recorded, and drawn again over a plain fill;
* :mod:`.screens`: the screens by name, each reached from the one before;
* :mod:`.report`: ``findings.json`` and the contact sheets;
* :mod:`.command`: the command line.
"""

CHECKS = ("overflow", "overlap", "see_through", "contrast", "untranslated", "placeholder")
