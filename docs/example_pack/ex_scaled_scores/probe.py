"""The sandboxed side: call the learner's function on the payload's tensors and return what it gives.

The sandbox worker imports this file, and only this file, of the exercise, before it forks the
process that runs a submission (which can then open no file): import here everything the probe
needs, never check.py, solution.py or anything holding the reference or expected values. Most
exercises whose answer is a function of tensors need nothing more than the shared tensor probe.
"""

from attnlab.grading.probes import tensor_probe as probe  # noqa: F401
