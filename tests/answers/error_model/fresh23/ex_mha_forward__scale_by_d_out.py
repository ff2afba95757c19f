# exercise: ex_mha_forward
# mistake: Scaled the scores by √d_out (all heads together) instead of √head_dim, the size of the vectors actually dotted in each head. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = [t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
               for t in (mha.W_query(x), mha.W_key(x), mha.W_value(x))]
    s = torch.einsum("bhqd,bhkd->bhqk", q, k) / mha.d_out ** 0.5
    s = s.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    w = mha.dropout(s.softmax(dim=-1))
    return mha.out_proj(torch.einsum("bhqk,bhkd->bqhd", w, v).reshape(b, n, mha.d_out))
