"""A (batch × heads) axis laid out head-major: a mask made per head by ``pad.repeat(h, 1)`` (tf.tile),
or by a view of a tensor whose heads came first, holds h copies of the whole batch one after another,
so read as (b, h, …) head j of sequence i gets the mask of sequence (i·h + j) mod b. A rewrite of
the error model (attnlab.grading.error_model) at each masked_fill whose mask broadcasts over the
batch and head axes: the mask expanded to (b, h, …), its first two axes swapped, and read again
in the same shape.
"""

from __future__ import annotations

import torch


def head_major(mask: torch.Tensor, shape) -> torch.Tensor:
    """``mask`` broadcast to (b, h, …) as ``shape`` has it, then laid out head-major."""
    b, h = shape[0], shape[1]
    full = mask.expand(b, h, *mask.shape[2:])
    return full.transpose(0, 1).reshape(full.shape)


def rewrites(site, at) -> list:
    """The head-major mask of one masked_fill of a 4-D (or higher) tensor (an error_model.Site)."""
    from attnlab.grading.error_model import Rewrite  # error_model imports this module

    info = site.info
    shape, mask = info.get("shape") or (), tuple(info.get("mask_shape") or ())
    if site.op != "masked_fill" or len(shape) < 3 or len(mask) != len(shape) or shape[0] < 2 or shape[1] < 2 \
            or mask[0] != shape[0]:
        return []

    def change(f, a, k, m):
        mask_ = a[1] if len(a) > 1 else k["mask"]
        if mask_.dim() != a[0].dim() or mask_.shape[0] != a[0].shape[0]:
            return f(*a, **k)
        value = a[2] if len(a) > 2 else k["value"]
        return a[0].masked_fill(head_major(mask_, a[0].shape), value)

    return [Rewrite("rewrite.head_major_mask", (), at, change)]
