# exercise: ex_fix_mask_heads
# mistake: Multiplied the scores by the keep-mask (padded scores become 0, and exp(0) = 1 still gives them weight) instead of filling them with -inf.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = (~pad)[:, None, None, :].to(scores.dtype)
    return torch.softmax(scores * keep, dim=-1)
