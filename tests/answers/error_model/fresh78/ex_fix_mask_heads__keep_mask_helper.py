# exercise: ex_fix_mask_heads
# mistake: The learner's helper turns pad into a keep-mask (~pad) and passes that to masked_fill, so the real keys get -inf and only padded keys survive; masked_fill needs True where attention is forbidden (pad itself).
import torch


def keep_mask(pad):
    """True where the token is allowed."""
    return ~pad


def ex_fix_mask_heads(scores, pad):
    mask = keep_mask(pad)[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
