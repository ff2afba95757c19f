# exercise: ex_padding_attention
# mistake: The learner put the padding mask on the query axis ([:, None, :, None]) inside the softmax, so padded rows become NaN then 0 but real queries still attend to padded keys; inside the softmax the mask must index the keys ([:, None, None, :]). [cond: a sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padding_positions = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    mask_4d = padding_positions[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(mask_4d, float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights
