# exercise: ex_padding_attention
# mistake: To avoid the NaN row the learner clamps every length to at least 1, so a sequence of length 0 attends to its first key and its first query row is not 0; keep length 0 and set the fully masked rows to 0 after the softmax. [cond: only when some length is 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    safe_lengths = lengths.clamp(min=1)  # length 0 -> NaN otherwise
    idx = torch.arange(n, device=scores.device)
    pad = idx.unsqueeze(0) >= safe_lengths.unsqueeze(1)
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return weights * (~pad)[:, None, :, None]
