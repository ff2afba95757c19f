# exercise: ex_fix_mask_heads
# mistake: Turned the mask into an additive log-prior pad * (-inf), but 0 * (-inf) is NaN, so every unpadded score becomes NaN; use masked_fill or torch.where.
import torch


def ex_fix_mask_heads(scores, pad):
    # log-prior: log 0 = -inf for padded keys, log 1 = 0 otherwise
    log_prior = pad[:, None, None, :].to(scores.dtype) * float('-inf')
    return torch.softmax(scores + log_prior, dim=-1)
