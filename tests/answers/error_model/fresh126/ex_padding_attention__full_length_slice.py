# exercise: ex_padding_attention
# mistake: Builds the mask per sequence with mask[i, -(n - L):] = True; for a full-length sequence (L == n) that slice is [-0:] = [0:], so every position of that sequence is treated as padding; use mask[i, L:] = True. [cond: a sequence whose length equals n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    mask = torch.zeros(b, n, dtype=torch.bool, device=scores.device)
    for i, L in enumerate(lengths.tolist()):
        mask[i, -(n - L):] = True   # the last n-L positions are padding
    w = torch.softmax(scores.masked_fill(mask[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(mask[:, None, :, None], 0.0)
    return w
