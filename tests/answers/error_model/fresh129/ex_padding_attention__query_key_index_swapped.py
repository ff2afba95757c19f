# exercise: ex_padding_attention
# mistake: The learner indexes the padding mask as [:, None, :, None] for the keys and [:, None, None, :] for the queries (the two swapped), so padded queries are set to -inf and padded keys are zeroed afterwards without renormalising; keys need [:, None, None, :] before the softmax.
import torch

def ex_padding_attention(scores, lengths):
    B, H, T, _ = scores.shape     # scores (B, H, T_q, T_k)
    pad = torch.arange(T, device=scores.device)[None, :] >= lengths[:, None]   # (B, T)
    key_pad = pad[:, None, :, None]      # (B, 1, T, 1)
    query_pad = pad[:, None, None, :]    # (B, 1, 1, T)
    w = torch.softmax(scores.masked_fill(key_pad, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(query_pad, 0.0)
