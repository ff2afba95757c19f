# exercise: ex_padding_attention
# mistake: Handled the padded keys and the NaN rows, but never zeroed the rows of padded QUERIES: a padding position still attends to the real keys. The statement asks those rows to be all 0; mask the query axis too ([:, None, :, None]).
# mistake_zh: 处理了填充的键和 NaN 行，但没有把填充查询的行置零：填充位置仍然在关注真实的键。题目要求这些行全为 0；还需要遮住查询轴（[:, None, :, None]）。
# keywords: padded queries, rows, zero, query axis, [:, None, :, None]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    return torch.nan_to_num(w, nan=0.0)
