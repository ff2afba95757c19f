# exercise: ex_padding_attention
# mistake: The learner built the padding mask as arange(n)[:, None] vs lengths[None, :], which is (n, b), and used it as if it were (b, n); it raises when b ≠ n and masks the wrong positions when b = n. Build it as arange(n)[None, :] >= lengths[:, None], shape (b, n).
# mistake_zh: 学习者把填充掩码写成 arange(n)[:, None] 与 lengths[None, :] 比较，得到的是 (n, b)，却当作 (b, n) 使用；b ≠ n 时会报错，b = n 时遮错位置。应写成 arange(n)[None, :] >= lengths[:, None]，形状 (b, n)。
# keywords: mask shape, (b, n), transpose, lengths, broadcast
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[:, None] >= lengths[None, :]  # (b, n)
    s = scores.masked_fill(is_pad[:, None, None, :], float('-inf'))
    w = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return w.masked_fill(is_pad[:, None, :, None], 0.0)
