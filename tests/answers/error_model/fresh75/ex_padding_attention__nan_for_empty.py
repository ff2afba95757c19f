# exercise: ex_padding_attention
# mistake: Never replaces the NaN rows: for a sequence of length 0 every key is masked and the softmax gives NaN (multiplying by the mask keeps NaN); set such rows to 0, e.g. with nan_to_num. [cond: some length is 0]

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    real = pos.unsqueeze(0) < lengths.unsqueeze(1)          # (b, n)
    w = torch.softmax(scores.masked_fill(~real[:, None, None, :], float('-inf')), dim=-1)
    return w * real[:, None, :, None]
