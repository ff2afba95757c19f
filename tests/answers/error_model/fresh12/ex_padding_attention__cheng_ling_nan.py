# exercise: ex_padding_attention
# mistake: The learner zeroed the NaN rows by multiplying with the keep mask, but NaN × 0 is still NaN, so a length-0 sequence returns NaN rows; replace them with torch.where / nan_to_num (or use a finite fill value).
# mistake_zh: 学习者用乘以保留掩码的方式把 NaN 行置零，但 NaN × 0 仍是 NaN，所以长度为 0 的序列仍返回 NaN 行；应当用 torch.where / nan_to_num（或有限的填充值）替换。
# keywords: NaN, length 0, torch.where, nan_to_num

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    tianchong = idx.unsqueeze(0) >= lengths.unsqueeze(1)   # (b, n) 填充为 True
    youxiao = (~tianchong).to(scores.dtype)                # 有效位置为 1
    w = torch.softmax(scores.masked_fill(tianchong[:, None, None, :], float('-inf')), dim=-1)
    # 被填充的查询行乘 0，全是填充的行（NaN）也一起变成 0
    return w * youxiao[:, None, :, None]
