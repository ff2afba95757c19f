# exercise: ex_padding_attention
# mistake: The hand-written 'safe' softmax divides by sum + 1e-3 to avoid 0/0, an epsilon so large that every real row no longer sums to 1; use a tiny epsilon only where the sum is 0 (or torch.where / nan_to_num).
# mistake_zh: 手写的“安全” softmax 用 sum + 1e-3 做分母来避免 0/0，这个 epsilon 太大，使每个真实行之和不再为 1；只在和为 0 时处理（或用 torch.where / nan_to_num）。
# keywords: epsilon, denominator, normalisation, rows sum to 1

import torch


class _SafeSoftmax:
    eps = 1e-3

    def __call__(self, s, keep):
        s = s.masked_fill(~keep, float('-inf'))
        m = s.amax(dim=-1, keepdim=True)
        m = torch.where(torch.isfinite(m), m, torch.zeros_like(m))
        e = torch.exp(s - m) * keep
        return e / (e.sum(dim=-1, keepdim=True) + self.eps)


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]
    keep = real[:, None, None, :] & real[:, None, :, None]
    return _SafeSoftmax()(scores, keep)
