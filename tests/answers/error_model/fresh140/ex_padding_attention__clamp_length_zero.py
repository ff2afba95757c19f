# exercise: ex_padding_attention
# mistake: To avoid the NaN of an empty sequence the learner clamped lengths to at least 1, so a length-0 sequence gets a real token at position 0 (row 0 attends to key 0 with weight 1); all its rows must be 0. [cond: some sequence has length 0]
import torch


def ex_padding_attention(scores, lengths):
    lengths = lengths.clamp(min=1)  # length 0 -> every row -inf -> nan
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)
