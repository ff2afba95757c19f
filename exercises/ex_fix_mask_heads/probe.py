"""Child side of ex_fix_mask_heads: call the answer on the payload's tensors (the shared
tensor probe). No reference and no expected value: those live in check.py, which the
sandbox never imports."""

from attnlab.grading.probes import tensor_probe as probe  # noqa: F401
