# exercise: ex_padding_attention
# mistake: The learner built the mask over lengths.max() positions (as in the collate function) instead of the n of the scores, so the mask does not match the scores when every sequence is shorter than n. [cond: only when max(lengths) < n]
import torch


def make_pad_mask(lengths):
    # from my collate_fn
    max_len = int(lengths.max())
    return torch.arange(max_len, device=lengths.device)[None, :] >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = make_pad_mask(lengths)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
