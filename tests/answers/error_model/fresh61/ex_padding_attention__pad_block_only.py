# exercise: ex_padding_attention
# mistake: In its per-sequence loop it sets to -inf only the block s[i, :, L:, L:] (padded queries × padded keys), so real queries still attend to padded keys; every query's padded keys, s[i, :, :, L:], must be masked. [cond: some sequence shorter than n and longer than 0]
import torch


def ex_padding_attention(scores, lengths):
    s = scores.clone()
    b = s.shape[0]
    for i in range(b):
        L = int(lengths[i])
        s[i, :, L:, L:] = float("-inf")   # padding positions
    w = torch.softmax(s, dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    for i in range(b):
        L = int(lengths[i])
        w[i, :, L:, :] = 0.0
    return w
