# exercise: ex_mha_forward
# mistake: The values are computed with mha.W_key (copy-paste of the keys line) instead of mha.W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)

    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_key(x))
    attn_scores = queries @ keys.transpose(-2, -1)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / hd ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
