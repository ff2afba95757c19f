# exercise: ex_padding_attention
# mistake: To avoid NaN the learner clamps every length to at least 1, so a length-0 sequence gets position 0 treated as a real token (non-zero row); length-0 rows must be all 0. [cond: some length is 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    lengths = lengths.clamp(min=1)  # no empty sequences -> no NaN
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    weights = weights.masked_fill(pad[:, None, :, None], 0.0)
    return weights
