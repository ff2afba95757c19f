# exercise: ex_fix_mask_heads
# mistake: The learner masks with scores[mask] = -inf, which writes -inf into the caller's scores tensor; masked_fill (out of place) keeps the input unchanged.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :].expand_as(scores)
    scores[mask] = float('-inf')
    return torch.softmax(scores, dim=-1)
