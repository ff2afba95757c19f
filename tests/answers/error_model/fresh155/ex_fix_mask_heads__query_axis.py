# exercise: ex_fix_mask_heads
# mistake: Indexes the padding mask as pad[:, None, :, None], which masks the rows of padded queries instead of the padded keys; the key mask is pad[:, None, None, :].
import torch


def broadcast_mask(pad, heads=True):
    m = pad.unsqueeze(1) if heads else pad
    return m.unsqueeze(-1)


def ex_fix_mask_heads(scores, pad):
    mask = broadcast_mask(pad)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
