# exercise: ex_mha_forward
# mistake: The future is filled with +inf instead of -inf, so the softmax gives inf/inf = NaN in every row that has a future key. Fill the masked scores with float('-inf').
# mistake_zh: 未来位置被填成了 +inf 而不是 -inf，softmax 在每个含有未来键的行都得到 inf/inf = NaN。被遮住的分数应填 float('-inf')。
# keywords: +inf, -inf, sign, nan, masked_fill
import torch
import torch.nn as nn


class _Forward(nn.Module):
    def __init__(self, mha):
        super().__init__()
        self.m = mha

    def forward(self, x):
        m = self.m
        b, n, _ = x.shape
        sh = (b, n, m.num_heads, m.head_dim)
        q = m.W_query(x).view(sh).transpose(1, 2)
        k = m.W_key(x).view(sh).transpose(1, 2)
        v = m.W_value(x).view(sh).transpose(1, 2)
        s = (q @ k.transpose(2, 3)).masked_fill(m.mask.bool()[:n, :n], float("inf"))
        w = m.dropout(torch.softmax(s / m.head_dim ** 0.5, dim=-1))
        return m.out_proj((w @ v).transpose(1, 2).reshape(b, n, m.d_out))


def ex_mha_forward(mha, x):
    return _Forward(mha)(x)
