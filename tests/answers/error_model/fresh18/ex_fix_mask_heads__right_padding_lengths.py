# exercise: ex_fix_mask_heads
# mistake: Turned pad into lengths ((~pad).sum) and rebuilt the mask as 'position >= length', assuming padding sits at the end; pad must be used as given. [cond: padding not only at the end of a sequence, e.g. left padding]
import torch


def ex_fix_mask_heads(scores, pad):
    n = scores.shape[-1]
    lengths = (~pad).sum(dim=-1)  # real tokens per sequence
    key_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    return torch.softmax(scores.masked_fill(key_pad[:, None, None, :], float('-inf')), dim=-1)
