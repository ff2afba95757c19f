# exercise: ex_mha_forward
# mistake: Converting the buffer to a TF-style keep-mask (1 - mask, 1 = allowed), the learner still passes it to masked_fill, which fills where True, so the past and the diagonal are masked and the last row is NaN; fill where mha.mask is 1.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attention_mask = (1 - mha.mask[:n, :n]).bool()   # 1 = attend, like keras attention_mask
    scores = q @ k.transpose(-1, -2) / mha.head_dim ** 0.5
    scores = scores.masked_fill(attention_mask, float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
