# exercise: ex_padding_attention
# mistake: Builds the positions with arange(lengths.max()) instead of arange(n), so the mask is too short and broadcasting fails whenever the longest sequence is shorter than n; positions must run over all n slots. [cond: max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    L = int(lengths.max())
    padded = torch.arange(L, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    w = scores.masked_fill(padded[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(padded[:, None, :, None], 0.0)
    return w
