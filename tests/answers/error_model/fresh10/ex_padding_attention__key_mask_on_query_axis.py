# exercise: ex_padding_attention
# mistake: The key mask was broadcast as padded[:, None, :, None], which masks query rows instead of key columns (then NaN rows become 0); the key mask must be padded[:, None, None, :] so it runs along the last axis.
# mistake_zh: 键掩码被广播成 padded[:, None, :, None]，遮住的是查询行而不是键列（随后 NaN 行变成 0）；键掩码应是 padded[:, None, None, :]，沿最后一维作用。
# keywords: broadcast, key axis, last dimension, unsqueeze

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, :, None], float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(padded[:, None, :, None], 0.0)
