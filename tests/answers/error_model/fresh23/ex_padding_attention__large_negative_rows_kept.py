# exercise: ex_padding_attention
# mistake: Only masked the padded keys (with -1e9) and never zeroed the rows of padded queries, so those rows are softmax weights over the real keys (uniform for a length-0 sequence) instead of all 0. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    pad = torch.arange(scores.size(-1), device=scores.device) >= lengths[:, None]  # (b, n)
    # -1e9 instead of -inf, so a fully padded row never turns into NaN
    return scores.masked_fill(pad[:, None, None, :], -1e9).softmax(-1)
