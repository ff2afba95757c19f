# exercise: ex_mha_forward
# mistake: The learner split the keys GPT-2 style already transposed, (b, h, head_dim, n), and then transposed them again before the matmul, so q is multiplied by (b, h, n, head_dim): it crashes unless n == head_dim and is wrong then; transpose the keys once.
import torch


def _split_heads(t, num_heads, k=False):
    b, n, d = t.shape
    t = t.view(b, n, num_heads, d // num_heads)
    return t.permute(0, 2, 3, 1) if k else t.permute(0, 2, 1, 3)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    query = _split_heads(mha.W_query(x), mha.num_heads)
    key = _split_heads(mha.W_key(x), mha.num_heads, k=True)
    value = _split_heads(mha.W_value(x), mha.num_heads)
    scores = query @ key.transpose(-1, -2)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf) / mha.head_dim ** 0.5
    weights = mha.dropout(scores.softmax(-1))
    ctx = (weights @ value).permute(0, 2, 1, 3).contiguous()
    return mha.out_proj(ctx.view(b, n, mha.d_out))
