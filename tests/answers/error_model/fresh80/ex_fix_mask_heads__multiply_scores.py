# exercise: ex_fix_mask_heads
# mistake: Multiplies the scores by the keep mask, which sets padded scores to 0 rather than -inf, so padded keys still get exp(0) weight.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = (~pad)[:, None, None, :].to(scores.dtype)
    return torch.softmax(scores * keep, dim=-1)
