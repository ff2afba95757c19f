# exercise: ex_mha_forward
# mistake: Projected the values with mha.W_key instead of mha.W_value (copy-paste), so the weights average the keys; values must come from W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = heads(mha.W_query(x))
    keys = heads(mha.W_key(x))
    values = heads(mha.W_key(x))
    attn = queries @ keys.transpose(2, 3)
    attn = attn.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn = torch.softmax(attn / mha.head_dim ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    context = (attn @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
