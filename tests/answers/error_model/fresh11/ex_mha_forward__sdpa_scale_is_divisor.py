# exercise: ex_mha_forward
# mistake: The learner passes scale=math.sqrt(head_dim) to F.scaled_dot_product_attention, thinking it divides; its scale argument multiplies the scores, so it should be 1/sqrt(head_dim) (or left at the default).
# mistake_zh: 学习者给 F.scaled_dot_product_attention 传了 scale=math.sqrt(head_dim)，以为是除数；但它的 scale 参数是乘到分数上的，应为 1/sqrt(head_dim)（或保持默认）。
# keywords: scale, √head_dim, multiply, scaled_dot_product_attention
import math
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    ctx = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=math.sqrt(mha.head_dim))
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
