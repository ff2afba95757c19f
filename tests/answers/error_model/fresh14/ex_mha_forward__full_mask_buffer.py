# exercise: ex_mha_forward
# mistake: Uses the whole mask buffer `mha.mask.bool()` (context_length × context_length) without slicing to `[:n, :n]`: with context_length 10 and 6 tokens masked_fill fails ("size of tensor a (10) must match … b (6)"). Right: `mha.mask.bool()[:n, :n]`. [cond: context_length > number of tokens]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim

    def heads(t):
        return t.reshape(b, n, H, hd).permute(0, 2, 1, 3)

    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    s = torch.einsum("bhqd,bhkd->bhqk", q, k) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool(), -torch.inf)   # the causal mask buffer
    w = mha.dropout(s.softmax(dim=-1))
    out = torch.einsum("bhqk,bhkd->bqhd", w, v).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
