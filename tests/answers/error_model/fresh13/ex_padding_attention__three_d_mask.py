# exercise: ex_padding_attention
# mistake: The key mask is indexed [:, None, :] as for 3-D (b, n, n) scores; against (b, h, n, n) it broadcasts b onto the head axis (error, or wrong masks when b == h). It needs [:, None, None, :].
# mistake_zh: 键掩码按 3 维 (b, n, n) 分数的方式索引为 [:, None, :]；对 (b, h, n, n) 广播时 b 落到了头轴上（报错，或在 b == h 时掩码错误）。应为 [:, None, None, :]。
# keywords: broadcast, head axis, (b, 1, 1, n), mask
import torch


def _key_padding_mask(lengths, n):
    # (b, n): True at padded positions
    return torch.arange(n, device=lengths.device)[None, :] >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = _key_padding_mask(lengths.to(scores.device), n)
    weights = torch.softmax(scores.masked_fill(pad[:, None, :], float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(pad[:, None, :, None], 0.0)
