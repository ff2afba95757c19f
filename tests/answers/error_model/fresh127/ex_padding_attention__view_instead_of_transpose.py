# exercise: ex_padding_attention
# mistake: The learner builds the padding mask as (n, b) (positions down, sequences across) and reshapes it with reshape(b, 1, 1, n), which scrambles the entries instead of transposing them; the (b, n) mask is arange(n)[None, :] >= lengths[:, None]. [cond: b > 1]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad_nb = pos[:, None] >= lengths[None, :]          # (n, b)
    keys = pad_nb.reshape(b, 1, 1, n)
    queries = pad_nb.reshape(b, 1, n, 1)
    w = torch.softmax(scores.masked_fill(keys, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(queries, 0.0)
