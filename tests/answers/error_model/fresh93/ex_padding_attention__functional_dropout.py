# exercise: ex_padding_attention
# mistake: Adds F.dropout(weights, 0.1) as in training, but torch.nn.functional.dropout defaults to training=True, so it drops and rescales weights on every call; no dropout belongs here.
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths[:, None]
    w = F.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    # like the book: dropout on the attention weights (off in eval anyway)
    w = F.dropout(w, p=0.1)
    return w
