# exercise: ex_mha_forward
# mistake: F.scaled_dot_product_attention's scale argument multiplies the scores, so scale=head_dim multiplies them by head_dim instead of dividing by √head_dim; pass scale=1/√head_dim, or leave it out (the default is already 1/√head_dim).
# mistake_zh: F.scaled_dot_product_attention 的 scale 参数是乘到分数上的，scale=head_dim 等于把分数乘以 head_dim，而不是除以 √head_dim；应传 scale=1/√head_dim，或者不传（默认就是 1/√head_dim）。
# keywords: scale, multiplies, 1/sqrt(head_dim), head_dim, scaled_dot_product_attention
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    ctx = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=mha.head_dim)
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
