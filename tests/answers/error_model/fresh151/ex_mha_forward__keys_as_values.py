# exercise: ex_mha_forward
# mistake: The weights are multiplied by the keys instead of the values (weights @ k); the context is weights @ values from W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    mask = mha.mask.bool()[:n, :n]
    attn = (queries @ keys.transpose(2, 3)).masked_fill(mask, float('-inf'))
    attn = torch.softmax(attn / hd ** 0.5, dim=-1)
    context = attn @ keys
    context = context.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
