# exercise: ex_fix_mask_heads
# mistake: The fixed mask has the right shape, but the learner switched to masked_fill_, which writes -inf into the caller's scores tensor; masked_fill (out of place) must be used.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]  # (b, 1, 1, n): heads and queries broadcast
    return torch.softmax(scores.masked_fill_(mask, float('-inf')), dim=-1)
