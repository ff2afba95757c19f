# exercise: ex_mha_forward
# mistake: Applied the output projection by hand as context @ out_proj.weight.T, which drops out_proj's bias. Call mha.out_proj(context) so the bias is added too.
# mistake_zh: 手动把输出投影写成 context @ out_proj.weight.T，漏掉了 out_proj 的偏置。应调用 mha.out_proj(context)，这样偏置也会加上。
# keywords: bias, out_proj, weight.T, missing, projection
import torch


class _Helper:
    def __init__(self, mha):
        self.m = mha

    def split(self, t, b, n):
        return t.view(b, n, self.m.num_heads, self.m.head_dim).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h = _Helper(mha)
    q = h.split(mha.W_query(x), b, n)
    k = h.split(mha.W_key(x), b, n)
    v = h.split(mha.W_value(x), b, n)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    # 输出投影: y = x W^T
    return ctx @ mha.out_proj.weight.T
