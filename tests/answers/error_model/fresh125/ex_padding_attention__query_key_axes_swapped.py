# exercise: ex_padding_attention
# mistake: puts -inf on the padded queries (mask indexed [:, None, :, None]) and zeroes padded key columns afterwards, so real queries still attend to padded keys before those columns are zeroed and their rows no longer sum to 1; the -inf mask belongs on the keys ([:, None, None, :]) and the zeroing on the query rows ([:, None, :, None]). [cond: some sequence has length < n]
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]
    q_mask = is_pad[:, None, :, None]
    k_mask = is_pad[:, None, None, :]
    w = F.softmax(scores.masked_fill(q_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(k_mask, 0.0)
