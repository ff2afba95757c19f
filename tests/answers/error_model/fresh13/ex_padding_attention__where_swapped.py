# exercise: ex_padding_attention
# mistake: The final torch.where(pad_q, w, 0) has its arguments swapped: it keeps the padded query rows and zeroes the real ones; it must be torch.where(pad_q, 0, w).
# mistake_zh: 最后的 torch.where(pad_q, w, 0) 参数写反了：它保留了填充查询行而把真实查询行置零；应为 torch.where(pad_q, 0, w)。
# keywords: torch.where, padded, queries, zero
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(padded[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    pad_q = padded[:, None, :, None]
    return torch.where(pad_q, w, torch.zeros_like(w))
