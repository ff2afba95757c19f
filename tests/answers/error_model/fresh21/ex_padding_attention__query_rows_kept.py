# exercise: ex_padding_attention
# mistake: The learner masks the padded keys and guards NaN rows with nan_to_num, but never zeroes the rows of padded queries, which still attend to the real keys; those rows must be all 0. [cond: some sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    key_pad = pos[None, :] >= lengths.to(scores.device)[:, None]  # (b, n)
    w = torch.softmax(scores.masked_fill(key_pad[:, None, None, :], float("-inf")), dim=-1)
    # length-0 sequences give 0/0 rows -> replace NaN by 0
    return torch.nan_to_num(w, nan=0.0)
