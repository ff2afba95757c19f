# exercise: ex_mha_forward
# mistake: The learner computes the keys with mha.W_query instead of mha.W_key (copy-paste), so the scores are q·q; keys must come from W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    keys = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / hd ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)


if __name__ == "__main__":
    from attnlab.modules import MultiHeadAttention
    torch.manual_seed(123)
    m = MultiHeadAttention(3, 2, 6, 0.0, num_heads=2)
    x = torch.rand(2, 6, 3)
    y = ex_mha_forward(m, x)
    assert y.shape == (2, 6, 2)
    # first token can only see itself -> its context is its own value
    print(y[:, 0])
