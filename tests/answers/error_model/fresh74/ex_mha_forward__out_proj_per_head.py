# exercise: ex_mha_forward
# mistake: The learner applies out_proj to each head's context (b, h, n, head_dim) before merging, which fails because out_proj expects d_out features; merge the heads to (b, n, d_out) first, then apply out_proj. [cond: num_heads > 1]
import torch


class Projector:
    def __init__(self, mha):
        self.mha = mha

    def heads(self, layer, x):
        b, n, _ = x.shape
        return layer(x).view(b, n, self.mha.num_heads, self.mha.head_dim).transpose(1, 2)

    def forward(self, x):
        m = self.mha
        b, n, _ = x.shape
        q, k, v = self.heads(m.W_query, x), self.heads(m.W_key, x), self.heads(m.W_value, x)
        scores = (q @ k.transpose(2, 3)).masked_fill(m.mask.bool()[:n, :n], float("-inf"))
        w = m.dropout(torch.softmax(scores / m.head_dim ** 0.5, dim=-1))
        per_head = m.out_proj(w @ v)
        return per_head.transpose(1, 2).reshape(b, n, m.d_out)


def ex_mha_forward(mha, x):
    return Projector(mha).forward(x)
