# exercise: ex_padding_attention
# mistake: The learner zeroed padded query rows by multiplying by a 0/1 mask, but for a length-0 sequence the softmax of an all -inf row is NaN and NaN * 0 stays NaN; the rows must be replaced (masked_fill / torch.where), not multiplied. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    real = (idx[None, :] < lengths[:, None]).to(scores.dtype)  # 1 for real tokens, 0 for padding
    # keys: padding gets -inf
    key_bias = torch.zeros_like(real).masked_fill(real == 0, float("-inf"))
    weights = torch.softmax(scores + key_bias[:, None, None, :], dim=-1)
    # queries: padded rows become 0
    return weights * real[:, None, :, None]
