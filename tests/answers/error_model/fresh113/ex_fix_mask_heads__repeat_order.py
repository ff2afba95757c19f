# exercise: ex_fix_mask_heads
# mistake: The learner expands the mask with pad.repeat(h, 1).view(b, h, 1, n), which orders the copies head-major, so heads of one sequence get other sequences' padding; repeat_interleave or pad[:, None, None, :] keeps each sequence's mask. [cond: b > 1 and h > 1 with different pads]
import torch


def ex_fix_mask_heads(scores, pad):
    if scores.ndim != 4:
        raise ValueError("scores must be (b, h, n, n)")
    b, h, n, _ = scores.shape
    pad = pad.to(scores.device).bool().contiguous()
    assert pad.shape == (b, n)
    mask = pad.repeat(h, 1).view(b, h, 1, n)     # one copy per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
