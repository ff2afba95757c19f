# exercise: ex_padding_attention
# mistake: In the per-sequence loop the learner zeroes w[i, :, :, L:] (the padded key columns, already 0) instead of w[i, :, L:, :] (the rows of padded queries), so padded queries keep non-zero weights. [cond: a sequence with 0 < length < n]
import torch

def ex_padding_attention(scores, lengths):
    B, H, T, _ = scores.shape          # (B, H, T_q, T_k)
    s = scores.clone()
    for i, L in enumerate(lengths.tolist()):
        s[i, :, :, L:] = float("-inf")     # no attention to padded keys
    w = torch.softmax(s, dim=-1)
    w = torch.nan_to_num(w, nan=0.0)       # length-0 rows
    for i, L in enumerate(lengths.tolist()):
        w[i, :, :, L:] = 0.0               # padded queries -> 0
    return w
