# exercise: ex_fix_mask_heads
# mistake: Applies the mask like HF's head_mask, multiplying the softmax weights by the keep mask after the softmax, so rows no longer sum to 1; the padded scores must be masked before the softmax.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = (~pad)[:, None, None, :].to(scores.dtype)  # (b, 1, 1, n)
    probs = torch.softmax(scores, dim=-1)
    return probs * keep
