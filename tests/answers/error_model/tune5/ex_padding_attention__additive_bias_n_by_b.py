# exercise: ex_padding_attention
# mistake: The learner built the padding test as pos.unsqueeze(-1) >= lengths.unsqueeze(0), an (n, b) mask, and indexed it as if it were (b, n), so its axes do not line up with the scores (it raises unless b = n, and masks the wrong keys then). The mask must be (b, n): pos.unsqueeze(0) >= lengths.unsqueeze(-1).
# mistake_zh: 学习者把填充判断写成 pos.unsqueeze(-1) >= lengths.unsqueeze(0)，得到 (n, b) 的掩码，却按 (b, n) 来索引，它的各维与分数对不上（b ≠ n 时报错，b = n 时遮错键）。掩码应是 (b, n)：pos.unsqueeze(0) >= lengths.unsqueeze(-1)。
# keywords: mask, axes swapped, (b, n), [none, :]
import torch


def ex_padding_attention(scores, lengths):
    pos = torch.arange(scores.size(-1))
    pad = pos.unsqueeze(-1) >= lengths.unsqueeze(0)
    bias = torch.zeros(pad.shape).masked_fill(pad, float("-inf"))
    weights = torch.softmax(scores + bias[:, None, None, :], dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights * (~pad)[:, None, :, None]
