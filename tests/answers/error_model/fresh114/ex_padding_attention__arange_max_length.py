# exercise: ex_padding_attention
# mistake: Builds the padding mask over range(lengths.max()) instead of range(n), so the mask is too short (and fails to broadcast) when every sequence is shorter than n; positions must run over all n. [cond: all lengths < n]
import torch


def ex_padding_attention(scores, lengths):
    L = int(lengths.max())
    pos = torch.arange(L, device=scores.device)
    pad = pos.unsqueeze(0) >= lengths.unsqueeze(1)          # (b, L)
    w = scores.masked_fill(pad[:, None, None, :], float('-inf')).softmax(dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
