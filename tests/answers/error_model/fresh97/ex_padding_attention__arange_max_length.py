# exercise: ex_padding_attention
# mistake: Builds the padding mask over torch.arange(lengths.max()) instead of the n positions of the scores, so the mask is too short (and fails to broadcast) whenever every sequence is shorter than n; the positions must run over scores.shape[-1]. [cond: every length is smaller than n]
import torch


def ex_padding_attention(scores, lengths):
    positions = torch.arange(int(lengths.max()), device=scores.device)
    pad = positions.unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
