# exercise: ex_mha_forward
# mistake: The learner takes the scale from the last axis of the transposed keys, which is the number of tokens n, so scores are divided by sqrt(n) instead of sqrt(head_dim). [cond: n != head_dim]
import torch


class Forward:
    def __init__(self, mha):
        self.mha = mha

    def split(self, t, b, n):
        return t.view(b, n, self.mha.num_heads, self.mha.head_dim).transpose(1, 2)

    def __call__(self, x):
        b, n, _ = x.shape
        q = self.split(self.mha.W_query(x), b, n)
        k = self.split(self.mha.W_key(x), b, n)
        v = self.split(self.mha.W_value(x), b, n)
        kT = k.transpose(2, 3)
        scores = q @ kT
        scores = scores.masked_fill(self.mha.mask.bool()[:n, :n], float("-inf"))
        w = torch.softmax(scores / kT.shape[-1] ** 0.5, dim=-1)
        w = self.mha.dropout(w)
        ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, self.mha.d_out)
        return self.mha.out_proj(ctx)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    return Forward(mha)(x)
