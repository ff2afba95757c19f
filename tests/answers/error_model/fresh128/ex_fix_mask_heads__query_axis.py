# exercise: ex_fix_mask_heads
# mistake: The learner's fix puts the padding on the query axis, pad[:, None, :, None], so padded queries become all -inf rows (NaN) and padded keys are still attended to; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
