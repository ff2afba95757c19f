# exercise: ex_mha_forward
# mistake: scale=1 / head_dim divides the scores by head_dim instead of √head_dim; SDPA's default scale is already 1/√head_dim, so drop the scale argument (or pass head_dim ** -0.5).
# mistake_zh: scale=1 / head_dim 把分数除以了 head_dim 而不是 √head_dim；SDPA 默认的缩放已经是 1/√head_dim，去掉 scale 参数即可（或传 head_dim ** -0.5）。
# keywords: scale, sqrt, head_dim, square root, sdpa
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    ctx = F.scaled_dot_product_attention(q, k, v, is_causal=True, dropout_p=0.0,
                                         scale=1.0 / mha.head_dim)
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
