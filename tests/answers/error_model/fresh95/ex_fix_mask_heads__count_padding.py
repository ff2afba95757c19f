# exercise: ex_fix_mask_heads
# mistake: The learner rebuilt the mask from a COUNT of padded positions per sequence (real length = n - count, pad = position >= length), which assumes the padding sits at the end; pad itself must be used as the key mask (pad[:, None, None, :]). [cond: only when padding is not all at the end, e.g. left padding]
import torch


def ex_fix_mask_heads(scores, pad):
    n = pad.shape[-1]
    n_pad = pad.sum(dim=-1)                         # padding per sequence
    length = n - n_pad
    pos = torch.arange(n, device=scores.device)
    key_pad = pos[None, :] >= length[:, None]       # (b, n)
    mask = key_pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
