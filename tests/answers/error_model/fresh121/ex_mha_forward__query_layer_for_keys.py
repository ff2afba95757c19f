# exercise: ex_mha_forward
# mistake: Computes the keys with mha.W_query instead of mha.W_key, so queries and keys are the same projection.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, H, hd).transpose(1, 2)

    queries = split(mha.W_query(x))
    keys = split(mha.W_query(x))
    values = split(mha.W_value(x))
    attn = queries @ keys.transpose(2, 3)
    attn = attn.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn = torch.softmax(attn / hd ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    ctx = (attn @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
