# exercise: ex_padding_attention
# mistake: Builds the positions with torch.arange(lengths.max()) instead of torch.arange(n), so the mask is too short and the code fails whenever no sequence fills all n positions. [cond: every length < n]
import torch


def ex_padding_attention(scores, lengths):
    L = int(lengths.max())
    pos = torch.arange(L, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]            # (b, L)
    masked = scores.masked_fill(pad[:, None, None, :], float("-inf"))
    w = masked.softmax(dim=-1).nan_to_num(0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
